import { readFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { spawnTs } from '../test/support/spawn-ts.js';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database.js';
import { OPENAPI_FILE } from './openapi.cli.js';

/** What `npm run openapi` would write now, made as it makes it (over a test database of its own). */
function generated(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnTs(
      'src/openapi.cli.ts',
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
      ['--stdout'],
    );
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`openapi.cli exited with ${code}: ${err}${out}`)),
    );
  });
}

describe('docs/openapi.json', () => {
  let db: TestDatabase;
  let text: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    text = await generated(db.url);
  });

  afterAll(async () => {
    await db.drop();
  });

  it('is the description the controllers and DTOs give now (run `npm run openapi` after changing them)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(text);
  });

  it('describes every endpoint, each body’s, path’s and query’s fields with their rules', () => {
    const { paths, components }: OpenAPIObject = JSON.parse(text);
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/user-schedule', '/api/admin/users-overview', '/api/health/ready']),
    );
    expect(components?.schemas?.RegisterForSessionDto).toMatchObject({
      properties: { attendanceDate: { type: 'string' }, attending: { type: 'boolean' } },
      required: expect.arrayContaining(['attendanceDate', 'attending']),
    });
    expect(components?.schemas?.SignInDto).toMatchObject({ required: ['email', 'password'] });
    const overview = paths['/api/admin/users-overview'].get;
    expect(overview?.parameters?.map((p) => ('name' in p ? p.name : undefined))).toEqual(
      expect.arrayContaining(['page', 'q', 'sort']),
    );
    expect(paths['/api/admin/practices/{dayOfWeek}'].put?.parameters).toEqual([
      expect.objectContaining({ name: 'dayOfWeek', in: 'path', required: true }),
    ]);
  });
});
