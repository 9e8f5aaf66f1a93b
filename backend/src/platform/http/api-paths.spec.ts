import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

/**
 * Express routes ignore case, so /API/... reaches the API's controllers; every other routing decision
 * (the page shell, compression) must read the path the same way, or an unknown /API/... path would be
 * answered with the app's HTML instead of the API's JSON.
 */
describe('/api paths, whatever their case', () => {
  let app: TestApp;

  beforeAll(async () => {
    const frontendDist = mkdtempSync(path.join(os.tmpdir(), 'sadhana-shell-'));
    writeFileSync(
      path.join(frontendDist, 'index.html'),
      '<!doctype html><title>Sadhana</title><div id="root"></div>',
    );
    mkdirSync(path.join(frontendDist, 'assets'));
    writeFileSync(path.join(frontendDist, 'assets', 'index-abc123.js'), 'console.log("app");');
    writeFileSync(path.join(frontendDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({ frontendDist });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers an unknown /API/... path with the JSON 404, never the page shell', async () => {
    for (const unknown of ['/API/NO-SUCH-THING', '/Api/nothing/here', '/API', '/aPi/']) {
      const response = await request(app.server).get(unknown);
      expect({ unknown, status: response.status, type: response.type }).toEqual({
        unknown,
        status: 404,
        type: 'application/json',
      });
      expect(typeof response.body.message).toBe('string');
    }
  });

  it('answers a known API path in capitals as the API does (401 signed out), not with the shell', async () => {
    const response = await request(app.server).get('/API/ADMIN/USERS-OVERVIEW');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('still answers the pages with the shell', async () => {
    const response = await request(app.server).get('/dashboard').expect(200);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('<div id="root">');
  });

  it('answers a file that is not there with 404, never the page shell; one that is, with the file', async () => {
    for (const missing of [
      '/favicon.ico',
      '/assets/index-old.js',
      '/assets/missing.css',
      '/robots.txt',
      '/assets/',
    ]) {
      const response = await request(app.server).get(missing);
      expect({ missing, status: response.status }).toEqual({ missing, status: 404 });
      expect(response.text).not.toContain('<div id="root">');
    }
    const asset = await request(app.server).get('/assets/index-abc123.js').expect(200);
    expect(asset.text).toBe('console.log("app");');
    expect((await request(app.server).get('/favicon.svg').expect(200)).type).toBe('image/svg+xml');
  });
});
