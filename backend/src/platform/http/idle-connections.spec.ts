import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { keepIdleConnectionsOpen } from './idle-connections.js';

interface Answer {
  readonly status: number;
  readonly reusedSocket: boolean;
}

function get(port: number, agent: http.Agent, path = '/api/health'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
      );
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client's pooled connection is not closed under it (idle-connections.ts says why). */
describe('idle keep-alive connections', () => {
  let app: TestApp;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen(0, '127.0.0.1');
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    agent.destroy();
    await app.close();
  });

  it('stay open past Node’s five seconds, so the client’s next request on one is answered', async () => {
    expect(await get(port, agent)).toEqual({ status: 200, reusedSocket: false });
    await sleep(6_000);
    expect(await get(port, agent)).toEqual({ status: 200, reusedSocket: true });
  }, 20_000);

  it('do not hold a shutdown: one answering when the server closes is closed once answered', async () => {
    const server = http.createServer((_request, response) => {
      setTimeout(() => response.end('answered'), 300);
    });
    keepIdleConnectionsOpen(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answering = get((server.address() as AddressInfo).port, agent, '/');
    await sleep(50);
    // Held for the whole idle timeout (65 s), the close would outlast this test's 20 s.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await answering).toEqual({ status: 200, reusedSocket: false });
    await closed;
    expect(server.listening).toBe(false);
  }, 20_000);
});
