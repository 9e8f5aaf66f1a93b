import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AppInstance,
  instanceHeaders,
  startAppInstance,
} from '../../../../test/support/app-instances.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { RATE_LIMIT_MESSAGE } from './auth-rate-limit.guard.js';

/**
 * Two instances of the app behind one address's tries (as behind a load balancer) share the sign-in
 * limit through PostgreSQL: together they answer ten wrong passwords from one address and refuse the
 * eleventh, as one instance does.
 */
describe('the sign-in limit across two app instances', () => {
  let db: TestDatabase;
  const instances: AppInstance[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i++)
      instances.push(
        await startAppInstance('src/main.ts', {
          DATABASE_URL: db.url,
          AUTH_RATE_LIMIT: '10',
          SESSION_SECRET: 'two-instances-share-one-session-secret-of-enough-length',
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sadhana-limits-')),
        }),
      );
  });

  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGKILL');
    await db.drop();
  });

  const post = (instance: AppInstance, route: string, body: object) =>
    fetch(`${instance.url}${route}`, {
      method: 'POST',
      headers: instanceHeaders(instance),
      body: JSON.stringify(body),
    });

  it('refuses the eleventh wrong password from one address, whichever instance answers', async () => {
    const [a, b] = instances;
    const email = `two-instances-limit-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    expect(
      (await post(a, '/api/auth/signup', { firstName: 'Two', lastName: 'Limits', email, password })).status,
    ).toBe(201);
    for (let i = 0; i < 10; i++) {
      const wrong = await post(i % 2 === 0 ? a : b, '/api/auth/signin', { email, password: `guess-${i}` });
      expect({ i, status: wrong.status }).toEqual({ i, status: 401 });
    }
    for (const instance of [a, b]) {
      const eleventh = await post(instance, '/api/auth/signin', { email, password: 'guess-10' });
      expect(eleventh.status).toBe(429);
      expect(await eleventh.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    }
  });
});
