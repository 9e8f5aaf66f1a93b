import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

/** Strict-Transport-Security tells browsers to use https only: right for an https site, wrong otherwise. */
describe('HSTS follows the public URL', () => {
  const hstsOf = async (publicUrl: string) => {
    const app: TestApp = await createTestApp({ publicUrl, trustProxy: 1 });
    try {
      const api = await request(app.server).get('/api/practices').set('X-Forwarded-Proto', 'https');
      const page = await request(app.server).get('/').set('X-Forwarded-Proto', 'https');
      return [api.headers['strict-transport-security'], page.headers['strict-transport-security']];
    } finally {
      await app.close();
    }
  };

  it('is not sent when the public URL is http', async () => {
    expect(await hstsOf('http://localhost:3000')).toEqual([undefined, undefined]);
  });

  it('is sent when the public URL is https', async () => {
    for (const header of await hstsOf('https://sadhana.example')) expect(header).toMatch(/^max-age=\d+/);
  });
});
