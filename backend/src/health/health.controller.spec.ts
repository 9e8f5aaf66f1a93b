import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { practiceSessionStream } from '../domain/practice-session/practice-session.events.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('GET /api/health', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports the database, the event store and each projector caught up', async () => {
    const userId = randomUUID();
    await app.runtime.eventStore.append(
      practiceSessionStream('2026-11-24'),
      [
        {
          id: randomUUID(),
          type: 'RegisteredForSession',
          data: { sessionDate: '2026-11-24', userId, registeredAt: new Date().toISOString() },
        },
      ],
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
    const rows = await app.db.pool.query('SELECT user_id FROM session_registration');
    expect(rows.rows).toEqual([{ user_id: userId }]);
  });
});
