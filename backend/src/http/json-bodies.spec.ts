import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('JSON request bodies', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('tells a malformed body from a body that is JSON but not an object', async () => {
    const broken = await request(app.server)
      .post('/api/practices')
      .set('X-Requested-With', 'sadhana')
      .set('content-type', 'application/json')
      .send('{"a":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });
    const bare = await request(app.server)
      .post('/api/practices')
      .set('X-Requested-With', 'sadhana')
      .set('content-type', 'application/json')
      .send('"text"');
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it('refuses text with NUL characters, which PostgreSQL cannot store, before any handler runs', async () => {
    for (const json of [
      '{"firstName":"A\\u0000B"}',
      '{"a\\u0000":1}',
      '{"nested":{"list":["ok","\\u0000"]}}',
    ]) {
      const response = await request(app.server)
        .post('/api/auth/signup')
        .set('X-Requested-With', 'sadhana')
        .set('content-type', 'application/json')
        .send(json);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Text may not contain NUL characters.' });
    }
  });
});
