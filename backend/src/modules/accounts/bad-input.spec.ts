import request from 'supertest';
import { csrfHeaders, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { allEvents } from '../../../test/support/test-event-store.js';

const MB = 'x'.repeat(1_000_000);

const valid = {
  '/api/auth/signup': {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.com',
    password: 'secret-pw',
  },
  '/api/auth/signin': { email: 'ravi@example.com', password: 'secret-pw' },
  '/api/auth/forgot-password': { email: 'ravi@example.com' },
  '/api/auth/reset-password': { token: 'A'.repeat(43), password: 'new-secret-pw' },
} as const;

/**
 * Every field replaced by a wrong type, removed, made 1 MB long or given a lone UTF-16 surrogate;
 * plus bodies that are not objects.
 */
function badBodies(body: Record<string, string>): [string, unknown][] {
  const cases: [string, unknown][] = [
    ['empty object', {}],
    ['array', [body]],
    ['string', 'just a string'],
    ['number', 42],
    ['null', null],
    ['extra field', { ...body, isAdmin: true }],
  ];
  for (const key of Object.keys(body)) {
    const { [key]: _removed, ...rest } = body;
    cases.push([`missing ${key}`, rest]);
    for (const wrong of [123, true, null, ['a'], { $ne: '' }, '']) {
      cases.push([`${key} = ${JSON.stringify(wrong)}`, { ...body, [key]: wrong }]);
    }
    cases.push([`${key} of 1 MB`, { ...body, [key]: MB }]);
    // JSON.stringify writes a lone surrogate as its \u escape, as a hostile client would send it.
    for (const lone of ['\ud800@example.com', `${body[key]}\udfff`, '\udc00\ud800'])
      cases.push([`${key} with a lone surrogate ${JSON.stringify(lone)}`, { ...body, [key]: lone }]);
    cases.push([`${key} of 300 characters`, { ...body, [key]: `${'y'.repeat(300)}@example.com` }]);
  }
  return cases;
}

describe('bad input on every accounts endpoint', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await signUpAgent(app, { email: 'ravi@example.com', password: 'the-real-password' });
  });

  afterAll(async () => {
    await app.close();
  });

  const snapshot = async () => ({
    ...(
      await app.db.pool.query(
        `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM sessions)::int AS sessions,
                (SELECT count(*) FROM account_tokens)::int AS tokens,
                (SELECT string_agg(password_hash, ',') FROM users) AS hashes`,
      )
    ).rows[0],
    events: (await allEvents(app.runtime.eventStore)).length,
  });

  /** The body as these exact bytes (supertest would serialize a Buffer as JSON). */
  const sendBytes = (path: string, raw: string | Buffer): Promise<request.Response> => {
    const bytes = Buffer.from(raw);
    const call = request(app.server)
      .post(path)
      .set(csrfHeaders)
      .set('Content-Type', 'application/json')
      .set('Content-Length', String(bytes.length));
    return new Promise((resolve, reject) => {
      call.write(bytes);
      call.end((error, response) => (error ? reject(error) : resolve(response)));
    });
  };

  it.each(Object.entries(valid))('%s: 4xx with a message and nothing changed', async (path, body) => {
    const before = await snapshot();
    for (const [label, bad] of badBodies(body)) {
      const response = await request(app.server)
        .post(path)
        .set(csrfHeaders)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(bad));
      const status = response.status;
      // sign-in and reset with well-formed but wrong values answer 401/400 too; never 2xx or 5xx.
      expect({ label, status: status >= 400 && status < 500 }).toEqual({ label, status: true });
      expect({ label, message: typeof response.body.message }).toEqual({ label, message: 'string' });
    }
    const json = JSON.stringify(body);
    for (const raw of [
      '{"broken',
      '{"email": "a@b.c",}',
      'null',
      '"',
      `{"email":"${MB}"}`,
      json.replace('{', '{"__proto__":{"isAdmin":true},'),
      json.replace('{', '{"constructor":{"prototype":{"isAdmin":true}},'),
      ...Object.keys(body).flatMap((key) => {
        // Overlong UTF-8 ("/" in 2 bytes, NUL in 2, "A" in 3) and an encoded surrogate, in each field.
        const [head, tail] = JSON.stringify({ ...body, [key]: '\u0001' }).split('\\u0001');
        return ['c0af', 'c080', 'e081c1', 'eda080'].map((hex) =>
          Buffer.concat([Buffer.from(head), Buffer.from(hex, 'hex'), Buffer.from(tail)]),
        );
      }),
    ]) {
      const response = await sendBytes(path, raw);
      const label = String(raw).slice(0, 60);
      expect({ label, status: response.status >= 400 && response.status < 500 }).toEqual({
        label,
        status: true,
      });
      expect({ label, message: typeof response.body.message }).toEqual({ label, message: 'string' });
    }
    const form = await request(app.server).post(path).set(csrfHeaders).type('form').send(body);
    expect(form.status).toBe(415);
    expect(typeof form.body.message).toBe('string');
    expect(await snapshot()).toEqual(before);
  });

  it.each(Object.entries(valid))('%s: mixed-script text in any field is never a 5xx', async (path, body) => {
    for (const key of Object.keys(body)) {
      for (const text of [
        'Rаvі Кумар 山田',
        'rаvi@exаmple.com',
        'ravi\u202E@example.com',
        '🙏@example.com',
      ]) {
        const response = await sendBytes(path, JSON.stringify({ ...body, [key]: text }));
        const label = `${key} = ${text}`;
        expect({ label, below500: response.status < 500 }).toEqual({ label, below500: true });
        if (response.status >= 400)
          expect({ label, message: typeof response.body.message }).toEqual({ label, message: 'string' });
      }
    }
  });

  it('the GET endpoints take no input that can break them', async () => {
    for (const path of [
      '/api/auth/user?x[$ne]=1',
      '/api/auth/verify-email?token=%E0%A4%A',
      `/api/auth/verify-email?token=${MB.slice(0, 7000)}`,
      '/api/auth/google/callback?code[]=a&state[]=b',
      '/api/login?next=//evil.example',
      '/api/logout?x=%00',
    ]) {
      const response = await request(app.server).get(path);
      expect(response.status).toBeLessThan(500);
      if (response.status === 302)
        expect(response.headers.location).toMatch(/^\/((signin)?(\?|$)|verify-email\?token=[^&]*$)/);
    }
  });

  it('a tampered or foreign session cookie is simply signed out', async () => {
    for (const cookie of [
      'sadhana.sid=s%3Aforged.signature',
      'sadhana.sid=garbage',
      `sadhana.sid=${MB.slice(0, 3000)}`,
    ]) {
      const response = await request(app.server).get('/api/auth/user').set('Cookie', cookie);
      expect(response.status).toBe(401);
    }
  });

  it('sign-up refuses a short password and a malformed email with the specified messages', async () => {
    const short = await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .send({ ...valid['/api/auth/signup'], password: '12345' })
      .expect(400);
    expect(short.body).toEqual({ message: 'Password must be at least 6 characters long.' });
    const email = await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .send({ ...valid['/api/auth/signup'], email: 'not-an-email' })
      .expect(400);
    expect(email.body).toEqual({ message: 'Please enter a valid email address.' });
  });
});
