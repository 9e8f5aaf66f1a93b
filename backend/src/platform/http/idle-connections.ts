import type { Server } from 'node:http';

/**
 * How long the app keeps an idle keep-alive connection open: longer than the idle timeout of what
 * sits in front of it (AWS load balancers and nginx's upstream pools: 60 s) and of Node's clients
 * (5 s), so the client is the one that closes. A server that closes first races the client's next
 * request on that connection, which then fails with ECONNRESET before any handler ran. Node's
 * default, 5 s, is exactly its own agents' idle timeout; a browser test's API call hit that race.
 */
export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.on('request', (request, response) => {
    // Closing, the server drops the connections idle at that moment, but one still answering then
    // would stay open, idle, for the whole timeout afterwards and hold the shutdown. So each
    // connection answering while the server closes is told so and ended once its answer is sent;
    // `end` lets what is still on its way go out first, and touches no other connection.
    if (!server.listening) response.setHeader('Connection', 'close');
    response.once('finish', () => {
      if (!server.listening) request.socket.end();
    });
  });
}
