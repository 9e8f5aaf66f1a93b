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
    let answer = () => {};
    const server = http.createServer((_request, response) => {
      answer = () => response.end('answered');
    });
    keepIdleConnectionsOpen(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const received = new Promise((resolve) => server.once('request', resolve));
    const answering = get((server.address() as AddressInfo).port, agent, '/');
    await received;
    // Held for the whole idle timeout (65 s), the close would outlast this test's 20 s.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    answer();
    expect(await answering).toEqual({ status: 200, reusedSocket: false });
    await closed;
    expect(server.listening).toBe(false);
  }, 20_000);

  it('do not cut a closing server’s other answers short: a long one still arrives whole', async () => {
    const long = 'x'.repeat(8 * 1024 * 1024);
    const answers = new Map<string, () => void>();
    const server = http.createServer((request, response) => {
      answers.set(request.url ?? '', () => response.end(request.url === '/long' ? long : 'short'));
    });
    keepIdleConnectionsOpen(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const bothReceived = new Promise<void>((resolve) => {
      let count = 0;
      server.on('request', () => {
        count += 1;
        if (count === 2) resolve();
      });
    });
    const short = get(port, new http.Agent({ keepAlive: true }), '/short');
    // Both answered after the close began, the long one read slowly: most of it is still on its way
    // when the short one finishes.
    const longBody = new Promise<number>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/long', agent: new http.Agent({ keepAlive: true }) },
          (response) => {
            let length = 0;
            response.on('data', (chunk: Buffer) => {
              length += chunk.length;
              response.pause();
              setTimeout(() => response.resume(), 5);
            });
            response.on('end', () => resolve(length));
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });
    await bothReceived;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    answers.get('/long')?.();
    answers.get('/short')?.();
    expect(await short).toEqual({ status: 200, reusedSocket: false });
    expect(await longBody).toBe(long.length);
    await closed;
  }, 20_000);
});
