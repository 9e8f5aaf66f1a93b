import { Controller, Get, Module } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { createLogger } from '../runtime/logger.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A route that fails as a bug would: an error no handler expected. */
@Controller('api/test/fails')
class FailingController {
  @Get()
  fail(): never {
    throw new TypeError('Cannot read properties of undefined (reading "secretField")');
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

describe('the request log and its id (X-Request-Id)', () => {
  let app: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
    app = await createTestApp({ logLevel: 'info' }, { imports: [FailingModule], logger });
  });

  afterAll(async () => {
    await app.close();
  });

  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

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

  it('logs one line per request with its id, route pattern and status, and no query string or cookie', async () => {
    const userId = '9b2f3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d';
    const response = await request(app.server)
      .get(`/api/admin/user/${userId}/summary?token=secret-token`)
      .set('Cookie', 'connect.sid=s%3Asecret-session')
      .expect(401);
    const id = response.headers['x-request-id'];
    const logged = linesOf(id);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'request',
        requestId: id,
        route: '/api/admin/user/:userId/summary',
        req: { method: 'GET' },
        res: { status: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    const text = JSON.stringify(logged);
    for (const secret of [userId, 'secret-token', 'secret-session']) expect(text).not.toContain(secret);
  });

  it('logs an unexpected error with its stack in its request’s line, and answers without it', async () => {
    const response = await request(app.server).get('/api/test/fails').expect(500);
    expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.text).not.toContain('secretField');
    const [line] = linesOf(response.headers['x-request-id']);
    expect(line).toMatchObject({ level: 'error', route: '/api/test/fails', res: { status: 500 } });
    expect((line.err as { stack: string }).stack).toContain('TypeError: Cannot read properties of undefined');
    expect((line.err as { stack: string }).stack).toContain('FailingController');
  });
});
