import request from 'supertest';
import { signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';

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

  it.each([
    ['a link or image on another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    ['an old browser leaving another site (Referer)', { Referer: 'https://evil.example/page' }],
    ['an old browser sent from another origin (Origin)', { Origin: 'https://evil.example' }],
    ['a Referer that is not a web address', { Referer: 'javascript:alert(1)' }],
  ])('GET /api/logout from %s leads to / without signing out', async (_from, headers) => {
    const { agent } = await signUpAgent(app);
    await agent.get('/api/logout').set(headers).expect(302).expect('Location', '/');
    await agent.get('/api/auth/user').expect(200);
  });

  it.each([
    ["the app's own Sign Out link", { 'Sec-Fetch-Site': 'same-origin' }],
    ['the address bar or a bookmark', { 'Sec-Fetch-Site': 'none' }],
    ['an old browser on the app itself', { Referer: 'PUBLIC_URL/profile' }],
  ])('GET /api/logout from %s signs out', async (_from, headers) => {
    const { agent } = await signUpAgent(app);
    const own = JSON.parse(JSON.stringify(headers).replace('PUBLIC_URL', app.runtime.config.publicUrl));
    await agent.get('/api/logout').set(own).expect(302).expect('Location', '/');
    await agent.get('/api/auth/user').expect(401);
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
