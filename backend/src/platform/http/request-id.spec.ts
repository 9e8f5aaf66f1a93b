import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id (X-Request-Id)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers each request with an id of its own, refusals and unknown paths included', async () => {
    const first = await request(app.server).get('/api/health').expect(200);
    const second = await request(app.server).get('/api/auth/user').expect(401);
    const unknown = await request(app.server).get('/api/no-such-thing').expect(404);
    const ids = [first, second, unknown].map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the plain id a proxy in front gave the request, and replaces any other', async () => {
    const kept = await request(app.server).get('/api/health').set('X-Request-Id', 'lb-7f3a.42').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await request(app.server)
      .get('/api/health')
      .set('X-Request-Id', 'no spaces or {braces} in a log line')
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });
});
