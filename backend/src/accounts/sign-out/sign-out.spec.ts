import request from 'supertest';
import { signUpAgent } from '../../testing/sign-up.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('sign-out', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('GET /api/logout destroys the server session and the old cookie then gets 401', async () => {
    const { agent, user } = await signUpAgent(app);
    const cookie = (await agent.get('/api/auth/user').expect(200)).request.cookies;
    const response = await agent.get('/api/logout').expect(302).expect('Location', '/');
    expect(String(response.headers['set-cookie'])).toMatch(/sadhana\.sid=;/);
    const left = await app.db.pool.query(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [user.id]);
    expect(left.rowCount).toBe(0);
    // Replaying the old cookie, as a thief who copied it would.
    const replay = await request(app.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(replay.body).toEqual({ message: 'Unauthorized' });
  });

  it('POST /api/auth/signout does the same for a script', async () => {
    const { agent, csrfHeaders } = await signUpAgent(app);
    await agent.post('/api/auth/signout').set(csrfHeaders).expect(204);
    await agent.get('/api/auth/user').expect(401);
  });

  it('signing out when signed out is harmless', async () => {
    await request(app.server).get('/api/logout').expect(302).expect('Location', '/');
  });
});
