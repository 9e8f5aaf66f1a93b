import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { createEventStore } from '../event-store/create-event-store.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import type { Projector } from '../projection-engine/projector.js';
import { isReady, Readiness } from './readiness.js';

describe('GET /api/health', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is live while the process answers, and ready once the database, the event store and the inline read models are', async () => {
    await request(app.server).get('/api/health/live').expect(200, { status: 'up' });
    await request(app.server).get('/api/health/ready').expect(200, { status: 'up' });
  });

  it('tells the public up or down and nothing else: no projector, check or version', async () => {
    const response = await request(app.server).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'up' });
  });

  describe('readiness', () => {
    const probe = (versions: number): Projector => ({
      name: `readiness_probe_${randomUUID().slice(0, 8)}`,
      versions: Array.from({ length: versions }, (_, i) => `version ${i + 1}`) as [string, ...string[]],
      eventTypes: ['ReadinessProbed'],
      inline: true,
      tables: [],
      apply: async () => {},
    });
    const readiness = (projectors: Projector[], eventStore = app.runtime.eventStore) =>
      new Readiness(app.db.dataSource, eventStore, projectors, new AppMetrics());
    const storeCheckpoint = (name: string, version: number) =>
      app.db.pool.query(
        `INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET version = excluded.version`,
        [name, version],
      );

    it('is not ready while an inline read model’s tables are older code (its rebuild has not switched)', async () => {
      const projector = probe(2);
      await storeCheckpoint(projector.name, 1);
      expect(await readiness([projector]).check()).toEqual({
        database: true,
        eventStore: true,
        inlineProjections: false,
      });
      await storeCheckpoint(projector.name, 2);
      expect(isReady(await readiness([projector]).check())).toBe(true);
    });

    it('is not ready when the event store does not answer', async () => {
      // A PostgreSQL event store whose server is not there (nothing listens on port 9 here).
      const unreachable = createEventStore({
        databaseUrl: 'postgres://sadhana@127.0.0.1:9/sadhana',
        onError: () => {},
      });
      try {
        expect(await readiness([], unreachable).check()).toEqual({
          database: true,
          eventStore: false,
          inlineProjections: false,
        });
      } finally {
        await unreachable.close();
      }
    });
  });
});
