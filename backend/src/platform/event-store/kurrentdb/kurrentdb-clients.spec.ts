import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { jsonEvent, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { KurrentDbClients, MAX_ATTEMPTS } from './kurrentdb-clients.js';
import { isDiscoveryFailure, isUnavailable } from './kurrentdb-mapping.js';

/**
 * Clients to a "cluster" where nothing listens (ports 1 and 2): no server needed. What a stuck client
 * looks like, and that the store then tries once more on a new one, at most one a second.
 */
const NOWHERE = 'kurrentdb://127.0.0.1:1,127.0.0.1:2?tls=false&maxDiscoverAttempts=1&discoveryInterval=10';

describe('KurrentDB clients', () => {
  const made: KurrentDBClient[] = [];
  const connect = () => {
    const client = KurrentDBClient.connectionString(NOWHERE);
    made.push(client);
    return client;
  };
  const append = (client: KurrentDBClient) =>
    client.appendToStream('s-1', jsonEvent({ type: 'Tried', data: {} }));

  afterEach(async () => {
    await Promise.all(made.splice(0).map((client) => client.dispose()));
  });

  it('keeps a failed discovery: every later append fails with it (the fault this works around)', async () => {
    const client = connect();
    const first = await append(client).catch((error: unknown) => error);
    expect(isDiscoveryFailure(first)).toBe(true);
    expect(isUnavailable(first)).toBe(true);
    expect(await append(client).catch((error: unknown) => error)).toBe(first);
  });

  it('tries a stuck call once more on a new client, and makes at most one new client a second', async () => {
    const clients = new KurrentDbClients(connect(), connect);
    const used: KurrentDBClient[] = [];
    const call = (client: KurrentDBClient) => {
      used.push(client);
      return append(client);
    };
    await expect(clients.run(call)).rejects.toThrow(/Failed to discover/);
    expect(made).toHaveLength(2);
    expect(used).toEqual([made[0], made[1]]);
    expect(clients.client).toBe(made[1]);

    await expect(clients.run(call)).rejects.toThrow(/Failed to discover/);
    expect(made).toHaveLength(2);
    expect(used).toEqual([made[0], made[1], made[1]]);
    await clients.close();
  });

  it('leaves other failures to the caller, on the same client, and never renews a client it does not own', async () => {
    const mine = new KurrentDbClients(connect(), connect);
    await expect(
      mine.run(async () => {
        throw new Error('Wrong expected version');
      }),
    ).rejects.toThrow('Wrong expected version');
    expect(made).toHaveLength(1);

    const theirs = new KurrentDbClients(connect());
    await expect(theirs.run(append)).rejects.toThrow(/Failed to discover/);
    expect(made).toHaveLength(2);
    expect(theirs.client).toBe(made[1]);
  });

  it('disposes of a replaced client once nothing uses it, the rest on close, and never a client it was given', async () => {
    const disposed: KurrentDBClient[] = [];
    const watched = () => {
      const client = connect();
      const dispose = client.dispose;
      client.dispose = async () => {
        disposed.push(client);
        await dispose();
      };
      return client;
    };
    const clients = new KurrentDbClients(watched(), watched);
    const subscription = clients.lease(); // a subscription still reading through the first client
    await expect(clients.run(append)).rejects.toThrow(/Failed to discover/);
    expect(made).toHaveLength(2);
    expect(disposed).toEqual([]);
    subscription.release();
    subscription.release(); // a second release changes nothing
    expect(disposed).toEqual([made[0]]);

    await new Promise((resolve) => setTimeout(resolve, 1000)); // the next renewal may come
    await expect(clients.run(append)).rejects.toThrow(/Failed to discover/);
    expect(disposed).toEqual([made[0], made[1]]); // nobody held the second: it went at once
    await clients.close();
    expect(disposed).toEqual([made[0], made[1], made[2]]);

    const given = watched();
    const theirs = new KurrentDbClients(given);
    await expect(theirs.run(append)).rejects.toThrow(/Failed to discover/);
    await theirs.close();
    expect(disposed).not.toContain(given);
  });

  describe('on a frozen node (a partition: its connections open, nothing answered)', () => {
    let frozen: Server;
    const sockets: Socket[] = [];
    let frozenUrl: string;

    beforeAll(async () => {
      frozen = createServer((socket) => void sockets.push(socket)).listen(0, '127.0.0.1');
      await once(frozen, 'listening');
      frozenUrl = `kurrentdb://127.0.0.1:${(frozen.address() as { port: number }).port}?tls=false`;
    });

    afterAll(async () => {
      dropConnections();
      await new Promise((resolve) => frozen.close(resolve));
    });

    /** The node thawed, and finding its connections gone. */
    const dropConnections = () => {
      for (const socket of sockets.splice(0)) socket.destroy();
    };
    const frozenClient = () => {
      const client = KurrentDBClient.connectionString(frozenUrl);
      made.push(client);
      return client;
    };
    const STUCK_AFTER_MS = 200;

    it('tries a quick call unanswered for a while on a new client, and answers its result', async () => {
      const clients = new KurrentDbClients(frozenClient(), connect, STUCK_AFTER_MS);
      const first = made[0];
      const started = Date.now();
      // The call the store makes; on the new client (nowhere, here) it stands for a live leader's answer.
      const answer = await clients.run(
        async (client) => (client === first ? String(await append(client)) : 'answered by the new leader'),
        { quick: true },
      );
      expect(answer).toBe('answered by the new leader');
      expect(Date.now() - started).toBeGreaterThanOrEqual(STUCK_AFTER_MS);
      expect(made).toHaveLength(2);
      expect(clients.client).toBe(made[1]);
      await clients.close(); // the first attempt, still waiting, ends with its client: no unhandled failure
    });

    it('leaves a quick call waiting while its node answers other calls (slow, not frozen), and tries it again once it answers none', async () => {
      const clients = new KurrentDbClients(frozenClient(), connect, STUCK_AFTER_MS);
      const first = made[0];
      const answering = setInterval(() => void clients.run(async () => 'another call answered'), 50);
      const call = clients.run(
        async (client) => (client === first ? String(await append(client)) : 'answered on a new client'),
        { quick: true },
      );
      await new Promise((resolve) => setTimeout(resolve, STUCK_AFTER_MS * 5));
      expect(made).toHaveLength(1);
      clearInterval(answering);
      expect(await call).toBe('answered on a new client');
      expect(made).toHaveLength(2);
      await clients.close();
    });

    it('tells the subscriptions on a client replaced as stuck, once, so that they move to the new one', async () => {
      const clients = new KurrentDbClients(frozenClient(), connect, STUCK_AFTER_MS);
      const first = made[0];
      const told: string[] = [];
      clients.onReplaced(first, () => told.push('projector subscription'));
      const stopped = clients.onReplaced(first, () => told.push('a subscription already stopped'));
      stopped();
      await clients.run(async (client) => (client === first ? String(await append(client)) : 'answered'), {
        quick: true,
      });
      expect(told).toEqual(['projector subscription']);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the next renewal may come
      await expect(clients.run(append)).rejects.toThrow(/Failed to discover/); // the second replaced
      expect(told).toEqual(['projector subscription']);
      await clients.close();
    });

    it('leaves a call that is not quick (a filtered search of $all) waiting on its client', async () => {
      const clients = new KurrentDbClients(frozenClient(), connect, STUCK_AFTER_MS);
      const call = clients.run((client) => append(client)).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, STUCK_AFTER_MS * 4));
      expect(made).toHaveLength(1);
      dropConnections();
      expect(await call).toBeInstanceOf(Error);
      await clients.close();
    });

    it(`makes at most ${MAX_ATTEMPTS} attempts, a new client a second at most, and fails only once all have failed`, async () => {
      const clients = new KurrentDbClients(frozenClient(), () => frozenClient(), STUCK_AFTER_MS);
      let failed = false;
      const call = clients
        .run((client) => append(client), { quick: true })
        .catch((error: unknown) => {
          failed = true;
          return error;
        });
      const started = Date.now();
      while (made.length < MAX_ATTEMPTS && Date.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The second 0.2 s in, then one a second, however many calls are stuck at once.
      expect(made).toHaveLength(MAX_ATTEMPTS);
      expect(Date.now() - started).toBeGreaterThanOrEqual((MAX_ATTEMPTS - 2) * 1000);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(made).toHaveLength(MAX_ATTEMPTS);
      expect(failed).toBe(false);
      dropConnections();
      expect(await call).toBeInstanceOf(Error);
      expect(made).toHaveLength(MAX_ATTEMPTS);
      await clients.close();
    });
  });
});
