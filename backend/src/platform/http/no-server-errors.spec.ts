import { randomUUID } from 'node:crypto';
import { type AdminWithFactor, adminWithFactor } from '../../../test/support/second-factor.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { csrfHeaders, registerFor, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** What may stand in a path parameter: ids in every spelling and none, dates real and not, junk. */
const PARAMETERS = (id: string) => [
  id,
  id.toUpperCase(),
  `{${id}}`,
  `{${id}`,
  randomUUID(),
  '2026-11-24',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '-1',
  '7',
  '1e309',
  'null',
  '%00',
  '%E0%A4%A',
  'a'.repeat(2000),
  'é☃😀',
  '..%2F..%2Fetc%2Fpasswd',
];

/** Bodies of every kind a client can send, as the JSON text it sends: fields of the wrong type, numbers JSON.stringify cannot write. */
const BODIES = (id: string): string[] => [
  '{}',
  '[]',
  'null',
  '"text"',
  '42',
  JSON.stringify({ userId: id.toUpperCase(), date: '2026-11-24', status: 'walk_in_attended', dayOfWeek: 2 }),
  JSON.stringify({ userId: [id], date: { $gt: '' }, status: 7, dayOfWeek: '2' }),
  `{"capacity": 1e309, "cancelled": "yes", "reason": "${'x'.repeat(5000)}"}`,
  JSON.stringify({
    from: '2026-11-24',
    until: '2026-11-20',
    reason: null,
    sessionDate: '2026-13-01',
    kind: 'x',
    method: 1,
  }),
  JSON.stringify({
    email: 'a@b.c',
    password: 'x'.repeat(10_000),
    code: '12 34 56',
    token: '\u0000',
    on: 'true',
  }),
  JSON.stringify({
    attendanceDate: '2026-11-24',
    attending: 'maybe',
    response: { id: 'x', rawId: 1, type: 'public-key' },
  }),
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}, "goalPracticesToLearn": "not a list"}',
];

/**
 * Every route the app answers, called by a signed-in admin (second factor fresh) with path parameters
 * and bodies of every kind: whatever a client sends, the answer is never a 500. A 503 is allowed only
 * where it is the app's own answer for a service this test app lacks (payments without Stripe).
 */
describe('no 5xx from anything a client sends, on every route', () => {
  let app: TestApp;
  let admin: AdminWithFactor;
  let memberId: string;

  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(new Date('2026-11-22T12:00:00Z'));
    admin = await adminWithFactor(app);
    const member = await signUpAgent(app);
    memberId = member.user.id;
    await registerFor(member, ['2026-11-24']);
    await admin.stepUp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers each route, with every kind of parameter and body, below 500', async () => {
    const express = app.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
    const routes = express.router.stack.flatMap(({ route }) =>
      route ? Object.keys(route.methods).map((method) => ({ method, path: route.path })) : [],
    );
    // Signing out or dropping the admin's factor would only turn the rest into 401s and 403s: last.
    const last = (path: string) => /logout|signout|totp|passkeys\/:|recovery-codes/.test(path);
    routes.sort((a, b) => Number(last(a.path)) - Number(last(b.path)));
    expect(routes.length).toBeGreaterThan(60);
    const random = seededRandom(35);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const { method, path } of routes) {
      for (let round = 0; round < 6; round++) {
        const url = path.replace(/:\w+/g, () =>
          encodeURIComponent(pick(PARAMETERS(memberId))).replace(/%25/g, '%'),
        );
        const body = pick(BODIES(memberId));
        const call = (admin.agent as unknown as Record<string, (url: string) => import('supertest').Test>)
          [method](url)
          .set(csrfHeaders)
          .set('Content-Type', 'application/json');
        const response = await (method === 'get' || method === 'head' ? call : call.send(body));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const allowed =
          response.status < 500 || (response.status === 503 && /not configured/i.test(response.text));
        if (!allowed)
          failures.push(
            `${method.toUpperCase()} ${url} ${body.slice(0, 100)} → ${response.status} ${response.text.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // The calls reached the handlers, not only the guards: most answers are the handlers' own refusals.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 404]));
  });
});
