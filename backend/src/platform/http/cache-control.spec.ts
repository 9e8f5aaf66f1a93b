import request from 'supertest';
import { csrfHeaders, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

/** A shared cache (a proxy, a CDN) or the browser's back button must not keep one member's answers. */
describe('Cache-Control of API answers', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is no-store on every answer that depends on the session, whatever its status', async () => {
    const { agent, user } = await signUpAgent(app, { password: 'cache-check-pw' });
    const answers = [
      await agent.get('/api/auth/user'),
      await agent.get('/API/auth/user/'),
      await agent.get('/api/user-schedule'),
      await agent.get('/api/user-past-attendance'),
      await agent.get('/api/calendar-feed'),
      await agent.put('/api/profile').set(csrfHeaders).send({ phoneNumber: '201-555-0100' }),
      await agent.put('/api/profile/goals').set(csrfHeaders).send({ goalLifetime: 'Stillness' }),
      await agent.put('/api/profile').set(csrfHeaders).send({ phoneNumber: 42 }),
      await agent.post('/api/user-schedule').set(csrfHeaders).send({}),
      await agent.post('/api/calendar-feed').set(csrfHeaders),
      await request(app.server)
        .post('/api/auth/signin')
        .set(csrfHeaders)
        .send({ email: user.email, password: 'cache-check-pw' }),
      await request(app.server).get('/api/auth/user'),
      await request(app.server).get('/api/user-schedule'),
      await agent.put('/api/profile').send({}),
    ];
    for (const [index, answer] of answers.entries()) {
      const label = `answer ${index + 1} (${answer.status})`;
      expect({ label, cacheControl: answer.headers['cache-control'] }).toEqual({
        label,
        cacheControl: 'no-store',
      });
    }
  });
});
