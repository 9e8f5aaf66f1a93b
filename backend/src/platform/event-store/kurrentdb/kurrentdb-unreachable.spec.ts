import request from 'supertest';
import { csrfHeaders } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { freshNamespace } from '../../../../test/support/test-event-store.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/**
 * The app on a KurrentDB it cannot reach (nothing listens on port 1), as during an outage or while
 * a cluster elects a leader: a write answers 503 with a message and a Retry-After, and changes
 * nothing. Runs everywhere (no server needed).
 */
describe('the app on an unreachable KurrentDB', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(
      {},
      {
        eventStore: () =>
          new KurrentDbEventStore({
            connectionString: 'kurrentdb://127.0.0.1:1?tls=false',
            namespace: freshNamespace(),
          }),
      },
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a write 503 with Retry-After and a message, and changes nothing', async () => {
    const email = 'unreachable@example.com';
    const response = await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .send({ firstName: 'Meera', lastName: 'Iyer', email, password: 'correct horse battery' });
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.body).toEqual({
      message: 'Our records are briefly unavailable. Please try again in a moment.',
    });
    const accounts = await app.db.pool.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [
      email,
    ]);
    expect(accounts.rows[0].n).toBe(0);
    const waiting = await app.db.pool.query('SELECT count(*)::int AS n FROM event_outbox');
    expect(waiting.rows[0].n).toBe(0);
  });
});
