import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('GET /api/health', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports the database, the event store and each projector caught up', async () => {
    // An event no projector handles: each still moves its checkpoint to the head of the log.
    await app.runtime.eventStore.append(
      `health-probe-${randomUUID()}`,
      [{ id: randomUUID(), type: 'HealthProbed', data: {} }],
      'no_stream',
    );
    let body: { projectors: { name: string; lag: number | null }[] } = { projectors: [] };
    for (let i = 0; i < 50; i++) {
      const response = await request(app.server).get('/api/health').expect(200);
      body = response.body;
      if (body.projectors.every((p) => p.lag === 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body).toMatchObject({ status: 'ok', database: 'up', eventStore: 'up' });
    expect(body.projectors).toContainEqual({ name: 'session_registration', version: 1, lag: 0 });
  });
});
