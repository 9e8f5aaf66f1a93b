import request from 'supertest';
import { csrfHeaders } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

const body = { firstName: 'Cross', lastName: 'Site', email: 'csrf@example.com', password: 'secret-pw' };

describe('CSRF defence on state-changing /api requests', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Behind a TLS-terminating proxy, as an https site runs: sign-up is taken only over TLS.
    app = await createTestApp({ publicUrl: 'https://sadhana.example', nodeEnv: 'production', trustProxy: 1 });
  });

  afterAll(async () => {
    await app.close();
  });

  const users = async () => Number((await app.db.pool.query('SELECT count(*) FROM users')).rows[0].count);

  it('refuses a POST without the X-Requested-With header, before reading it', async () => {
    const response = await request(app.server).post('/api/auth/signup').send(body).expect(403);
    expect(typeof response.body.message).toBe('string');
    await request(app.server)
      .post('/api/auth/signup')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send(body)
      .expect(403);
    expect(await users()).toBe(0);
  });

  it('refuses every state-changing method, even on routes that do not exist', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      await request(app.server)[method]('/api/auth/anything').expect(403);
    }
  });

  it('checks whatever the case or trailing slash of the path, as routing ignores both', async () => {
    for (const path of ['/API/auth/signup', '/Api/auth/signup', '/api/auth/signup/', '/aPi/AUTH/signup']) {
      await request(app.server).post(path).send(body).expect(403);
      await request(app.server)
        .post(path)
        .set(csrfHeaders)
        .set('Origin', 'https://evil.example')
        .send(body)
        .expect(403);
    }
    expect(await users()).toBe(0);
  });

  it('refuses a foreign Origin or Referer even with the header', async () => {
    await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .set('Origin', 'https://evil.example')
      .send(body)
      .expect(403);
    await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .set('Origin', 'null')
      .send(body)
      .expect(403);
    await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .set('Referer', 'https://sadhana.example.evil.example/page')
      .send(body)
      .expect(403);
    // In production the request's own Host is not enough: only PUBLIC_URL's origin counts.
    await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .set('Host', 'attacker.example')
      .set('Origin', 'http://attacker.example')
      .send(body)
      .expect(403);
    expect(await users()).toBe(0);
  });

  it('accepts the header with the public origin, or with no Origin at all', async () => {
    await request(app.server)
      .post('/api/auth/signup')
      .set(csrfHeaders)
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://sadhana.example')
      .send(body)
      .expect(201);
    await request(app.server)
      .post('/api/auth/forgot-password')
      .set(csrfHeaders)
      .set('Referer', 'https://sadhana.example/forgot-password')
      .send({ email: 'csrf@example.com' })
      .expect(200);
    await request(app.server)
      .post('/api/auth/forgot-password')
      .set(csrfHeaders)
      .send({ email: 'csrf@example.com' })
      .expect(200);
  });

  it('leaves safe methods alone and exempts only the signed webhook', async () => {
    await request(app.server).get('/api/auth/user').expect(401);
    // The webhook answers for its signature (400 without one), not the cross-site check.
    const webhook = await request(app.server).post('/api/stripe/webhook').send({});
    expect(webhook.status).not.toBe(403);
    // A path no route serves is not exempt.
    await request(app.server).post('/api/webhooks/stripe').send({}).expect(403);
  });
});

describe('CSRF in development and tests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it("accepts the request's own origin (a dev server on another port or host name)", async () => {
    const response = await request(app.server)
      .post('/api/auth/forgot-password')
      .set(csrfHeaders)
      .set('Host', '127.0.0.1:4567')
      .set('Origin', 'http://127.0.0.1:4567')
      .send({ email: 'dev@example.com' });
    expect(response.status).toBe(200);
    await request(app.server)
      .post('/api/auth/forgot-password')
      .set(csrfHeaders)
      .set('Host', '127.0.0.1:4567')
      .set('Origin', 'http://localhost:9999')
      .send({ email: 'dev@example.com' })
      .expect(403);
  });
});
