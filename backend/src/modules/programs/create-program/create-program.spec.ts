import request from 'supertest';
import { programsSuite, RETREAT } from '../../../../test/support/programs-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';

describe('programs: an admin creates, edits and publishes; anyone lists them', () => {
  const suite = programsSuite();
  const workshops = async () => (await request(suite.kit.app.server).get('/api/workshops').expect(200)).body;
  const rows = async () => (await suite.kit.app.db.pool.query('SELECT * FROM workshops ORDER BY id')).rows;

  it('creates a two-day retreat published at once, listed publicly with the specification’s fields', async () => {
    const created = await suite.createProgram();
    expect(created).toMatchObject({ kind: 'retreat', published: true, isActive: true, revenue: 0 });
    const listed = (await workshops()).find((program: { id: string }) => program.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      kind: 'retreat',
      title: RETREAT.title,
      description: RETREAT.description,
      price: 450,
      memberPrice: 382.5,
      location: RETREAT.location,
      // 9:00 AM and 5:00 PM Eastern (standard time)
      startDate: '2026-12-12T14:00:00.000Z',
      endDate: '2026-12-13T22:00:00.000Z',
      maxParticipants: 12,
      registeredCount: 0,
      placesLeft: 12,
      isActive: true,
      createdAt: created.createdAt,
    });
    // Made on the app's clock, a moment after it was set.
    expect(Date.parse(created.createdAt) - Date.parse('2026-11-20T15:00:00Z')).toBeLessThan(60_000);
    expect(
      (await request(suite.kit.app.server).get(`/api/workshops/${created.id}`).expect(200)).body,
    ).toEqual(listed);
    expect(await suite.eventTypes(created.id)).toEqual(['ProgramCreated', 'ProgramPublished']);
  });

  it('reads and publishes a program by any spelling of its id (upper case, braces): one program, one stream', async () => {
    const draft = await suite.createProgram({ isActive: false, title: 'Spelled workshop', kind: 'workshop' });
    const upper = draft.id.toUpperCase();
    await suite.admin.agent.post(`/api/admin/workshops/${upper}/publish`).set(csrfHeaders).expect(200);
    const read = await request(suite.kit.app.server).get(`/api/workshops/%7B${upper}%7D`).expect(200);
    expect(read.body.id).toBe(draft.id);
    expect(await suite.eventTypes(draft.id)).toEqual(['ProgramCreated', 'ProgramPublished']);
    expect(await suite.eventTypes(upper)).toEqual([]);
    const refused = await request(suite.kit.app.server).get('/api/workshops/not-an-id').expect(400);
    expect(refused.body).toEqual({ message: 'programId must be an id (a UUID)' });
  });

  it('keeps a program with isActive false as a draft: not listed, not found publicly, until published', async () => {
    const draft = await suite.createProgram({ isActive: false, title: 'Draft workshop', kind: 'workshop' });
    expect(draft).toMatchObject({ published: false, isActive: false });
    expect((await workshops()).map((program: { id: string }) => program.id)).not.toContain(draft.id);
    await request(suite.kit.app.server).get(`/api/workshops/${draft.id}`).expect(404);
    const member = await signUpAgent(suite.kit.app);
    const refused = await member.agent.post(`/api/workshops/${draft.id}/book`).set(csrfHeaders).expect(404);
    expect(refused.body.message).toBe('That program was not found.');

    const published = await suite.admin.agent
      .post(`/api/admin/workshops/${draft.id}/publish`)
      .set(csrfHeaders)
      .expect(200);
    expect(published.body).toMatchObject({ published: true, isActive: true });
    expect((await workshops()).map((program: { id: string }) => program.id)).toContain(draft.id);
  });

  it.each([
    [{ title: undefined }, 'title is required'],
    [{ title: '   ' }, 'title is required'],
    [{ price: 0 }, 'price must be a whole number of dollars above 0'],
    [{ price: -10 }, 'price must be a whole number of dollars above 0'],
    [{ price: 12.5 }, 'price must be a whole number of dollars above 0'],
    [{ price: '450' }, 'price must be a whole number of dollars above 0'],
    [{ endDate: '2026-12-11T09:00' }, 'endDate must not be before startDate'],
    [{ startDate: '2026-11-01T09:00' }, 'startDate must be in the future'],
    [
      { startDate: 'next Saturday' },
      'startDate must be a date and time like 2026-12-12T09:00 (Eastern) or an ISO instant',
    ],
    [
      { startDate: '2026-02-30T09:00' },
      'startDate must be a date and time like 2026-12-12T09:00 (Eastern) or an ISO instant',
    ],
    [{ maxParticipants: 0 }, 'maxParticipants must be at least 1, or empty for no limit'],
    [{ kind: 'lecture' }, 'kind must be workshop or retreat'],
    [{ location: '' }, 'location is required'],
    [{ title: 'x'.repeat(121) }, 'title must be at most 120 characters'],
    [{ extra: true }, 'property extra should not exist'],
  ])('refuses %j with 400 and its reason, and changes nothing', async (changes, message) => {
    const before = await rows();
    const response = await suite.admin.agent
      .post('/api/admin/workshops')
      .set(csrfHeaders)
      .send({ ...RETREAT, ...changes })
      .expect(400);
    expect(response.body.message).toBe(message);
    expect(await rows()).toEqual(before);
  });

  it('refuses a body that is not a program object', async () => {
    for (const body of ['', '[]', 'null', '"retreat"']) {
      const response = await suite.admin.agent
        .post('/api/admin/workshops')
        .set(csrfHeaders)
        .set('content-type', 'application/json')
        .send(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });

  it('edits a program; places cannot go below those taken; a bad id is a 400, an unknown one a 404', async () => {
    const program = await suite.createProgram({ maxParticipants: 3 });
    const edited = await suite.admin.agent
      .put(`/api/admin/workshops/${program.id}`)
      .set(csrfHeaders)
      .send({ ...RETREAT, title: 'Spring retreat', price: 500, maxParticipants: null })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Spring retreat',
      price: 500,
      memberPrice: 425,
      maxParticipants: null,
      placesLeft: null,
    });
    const member = await signUpAgent(suite.kit.app);
    await suite.stepUp();
    await suite.recordPlace(program.id, member.user.id, 'free');
    await suite.recordPlace(program.id, (await signUpAgent(suite.kit.app)).user.id);
    const tooFew = await suite.admin.agent
      .put(`/api/admin/workshops/${program.id}`)
      .set(csrfHeaders)
      .send({ ...RETREAT, maxParticipants: 1 })
      .expect(400);
    expect(tooFew.body.message).toBe('maxParticipants cannot be below the 2 places taken already');
    await suite.admin.agent.put('/api/admin/workshops/not-an-id').set(csrfHeaders).send(RETREAT).expect(400);
    await suite.admin.agent
      .put('/api/admin/workshops/00000000-0000-4000-8000-000000000000')
      .set(csrfHeaders)
      .send(RETREAT)
      .expect(404);
  });

  it('records a place for the person of an email, and refuses what names no one or no way of paying', async () => {
    const program = await suite.createProgram();
    const person = await signUpAgent(suite.kit.app, { email: 'Asha.Rao@Example.com' });
    await suite.stepUp();
    const place = (body: object) =>
      suite.admin.agent.post(`/api/admin/workshops/${program.id}/places`).set(csrfHeaders).send(body);
    const refusals: [object, number, string][] = [
      [{ method: 'cash', reason: 'x' }, 400, 'userId or email is required'],
      [{ email: 'not an email', method: 'cash', reason: 'x' }, 400, 'email must be an email address'],
      [{ userId: 'nobody', method: 'cash', reason: 'x' }, 400, 'userId must be a user id (a UUID)'],
      [{ email: 'nobody@example.com', method: 'cash', reason: 'x' }, 404, 'No account has that email.'],
      [
        { email: 'asha.rao@example.com', method: 'card', reason: 'x' },
        400,
        'method must be one of cash, check, bank-transfer, other, free',
      ],
      [{ email: 'asha.rao@example.com', method: 'cash' }, 400, 'reason is required'],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await place(body).expect(status);
      expect(refused.body.message).toBe(message);
    }
    expect(await suite.eventTypes(program.id)).toEqual(['ProgramCreated', 'ProgramPublished']);
    const booking = (
      await place({ email: ' ASHA.RAO@example.com ', method: 'cash', reason: 'Paid at the door' }).expect(200)
    ).body;
    expect(booking).toMatchObject({ status: 'paid', method: 'cash', paid: 450, memberPrice: false });
    expect((await person.agent.get('/api/my-programs').expect(200)).body).toEqual([
      expect.objectContaining({ bookingId: booking.bookingId, status: 'paid' }),
    ]);
  });

  it('answers 401 signed out and 403 to a member for every admin call, and changes nothing', async () => {
    const program = await suite.createProgram();
    const member = await signUpAgent(suite.kit.app);
    const before = await rows();
    const calls = [
      (agent: ReturnType<typeof request.agent>) => agent.post('/api/admin/workshops').send(RETREAT),
      (agent: ReturnType<typeof request.agent>) =>
        agent.put(`/api/admin/workshops/${program.id}`).send(RETREAT),
      (agent: ReturnType<typeof request.agent>) => agent.post(`/api/admin/workshops/${program.id}/publish`),
      (agent: ReturnType<typeof request.agent>) =>
        agent.post(`/api/admin/workshops/${program.id}/cancel`).send({ reason: 'no' }),
      (agent: ReturnType<typeof request.agent>) =>
        agent
          .post(`/api/admin/workshops/${program.id}/places`)
          .send({ userId: member.user.id, method: 'free', reason: 'x' }),
      (agent: ReturnType<typeof request.agent>) => agent.get('/api/admin/workshops'),
      (agent: ReturnType<typeof request.agent>) => agent.get(`/api/admin/workshops/${program.id}/roster`),
      (agent: ReturnType<typeof request.agent>) => agent.get(`/api/admin/workshops/${program.id}/roster.csv`),
    ];
    for (const call of calls) {
      await call(request.agent(suite.kit.app.server)).set(csrfHeaders).expect(401);
      const refused = await call(member.agent).set(csrfHeaders).expect(403);
      expect(refused.body.message).toBe('Admin access required');
    }
    expect(await rows()).toEqual(before);
  });

  it('is rebuilt by a replay to the same rows', async () => {
    await suite.createProgram({ title: 'Replayed retreat' });
    const live = await rows();
    await replayReadModel(suite.kit.app, 'workshops');
    expect(await rows()).toEqual(live);
  });
});
