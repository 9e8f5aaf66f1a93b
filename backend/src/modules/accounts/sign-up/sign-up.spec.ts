import request from 'supertest';
import { csrfHeaders, makeAdmin, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/auth/signup', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('creates the account, signs it in and returns the user without secrets', async () => {
    const { agent, user } = await signUpAgent(app, { email: '  Asha.Rao@Example.COM ', firstName: ' Asha ' });
    expect(user).toMatchObject({ email: 'asha.rao@example.com', firstName: 'Asha', isAdmin: false });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.id).toBe(user.id);
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('makes an admin with makeAdmin', async () => {
    const { agent, user } = await signUpAgent(app);
    await makeAdmin(app, user.email);
    expect((await agent.get('/api/auth/user').expect(200)).body.isAdmin).toBe(true);
  });

  it('refuses a taken email with 409', async () => {
    const { user } = await signUpAgent(app);
    const response = await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .send({ firstName: 'A', lastName: 'B', email: user.email.toUpperCase(), password: 'secret12' })
      .expect(409);
    expect(response.body.message).toMatch(/already exists/);
  });
});
