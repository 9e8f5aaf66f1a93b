import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import {
  type PracticeSessionCommand,
  practiceSessionDecider,
  RegistrationLocked,
} from '../../../domain/practice-sessions/practice-session.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';

// Sunday 2026-11-22 07:00 in New York; the Wednesday 05:00 session is well outside the 24-hour lock.
const NOW = new Date('2026-11-22T12:00:00Z');
const SESSION = '2026-11-25';
const STARTS = new Date('2026-11-25T10:00:00Z');

// The command path's queue and group commit, and its answers when another instance moved a stream,
// as registrations for one session meet them.
describe('registrations racing for one session (the command path)', () => {
  let app: TestApp;
  let commands: CommandPath;

  beforeAll(async () => {
    app = await createTestApp();
    commands = app.app.get(CommandPath);
  });

  afterAll(async () => {
    await app.close();
  });

  const register = (userId: string, sessionStartsAt = STARTS): PracticeSessionCommand => ({
    type: 'RegisterForSession',
    data: { sessionDate: SESSION, userId, sessionStartsAt, practiceCapacity: null, now: NOW },
  });

  it('decides commands racing for one stream together, each with its own answer, one refused alone', async () => {
    const users = Array.from({ length: 20 }, () => randomUUID());
    const stream = practiceSessionStream(SESSION);
    // Each transaction of the command path joins the event store's write path once.
    const transactions = jest.spyOn(app.runtime.eventStore.writePath, 'join');
    const answers = await Promise.allSettled(
      users.map((userId, i) =>
        // One command already locked: its session starts within 24 hours of now.
        commands.handleCommand(
          stream,
          register(userId, i === 7 ? new Date(NOW.getTime() + 3_600_000) : STARTS),
          practiceSessionDecider,
        ),
      ),
    );
    expect(answers[7]).toMatchObject({ status: 'rejected', reason: expect.any(RegistrationLocked) });
    for (const [i, answer] of answers.entries()) {
      if (i === 7) continue;
      expect(answer.status).toBe('fulfilled');
      const { newEvents, state } = (
        answer as PromiseFulfilledResult<Awaited<ReturnType<typeof commands.handleCommand>>>
      ).value;
      expect(newEvents).toHaveLength(1);
      expect((newEvents[0].data as { userId: string }).userId).toBe(users[i]);
      expect((state as { registered: Set<string> }).registered.has(users[i])).toBe(true);
    }
    expect(await app.runtime.eventStore.readStream(stream)).toHaveLength(19);
    // Group commit: the queue was written in far fewer transactions than commands.
    expect(transactions.mock.calls.length).toBeGreaterThan(0);
    expect(transactions.mock.calls.length).toBeLessThan(10);
    transactions.mockRestore();
    const { rows: registered } = await app.db.pool.query(
      'SELECT count(*)::int AS n FROM session_registration WHERE session_date = $1',
      [SESSION],
    );
    expect(registered[0].n).toBe(19);
  });

  it('decides again on what another instance appended when the state it holds decides nothing', async () => {
    const date = '2026-11-26';
    const stream = practiceSessionStream(date);
    const userId = randomUUID();
    const command = (type: 'RegisterForSession' | 'CancelRegistration'): PracticeSessionCommand => ({
      type,
      data: {
        sessionDate: date,
        userId,
        sessionStartsAt: new Date('2026-11-26T10:00:00Z'),
        practiceCapacity: null,
        now: NOW,
      },
    });
    await commands.handleCommand(stream, command('RegisterForSession'), practiceSessionDecider);
    // Another instance cancels: this process still holds the stream's state with the registration.
    const { nextExpectedVersion } = await app.runtime.eventStore.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'RegistrationCancelled',
          data: { sessionDate: date, userId, cancelledAt: NOW.toISOString() },
        },
      ],
      0n,
    );
    expect(nextExpectedVersion).toBe(1n);

    // On the held state registering again changes nothing; on the stored stream it registers.
    const again = await commands.handleCommand(stream, command('RegisterForSession'), practiceSessionDecider);
    expect(again.state.registered.has(userId)).toBe(true);
    expect(again.newEvents.map((e) => e.type)).toEqual(['RegisteredForSession']);
    const types = (await app.runtime.eventStore.readStream(stream)).map((e) => e.type);
    expect(types).toEqual(['RegisteredForSession', 'RegistrationCancelled', 'RegisteredForSession']);
  });

  it('appends on a held state without reading the stream, and decides again when another instance moved it', async () => {
    const date = '2026-11-24';
    const stream = practiceSessionStream(date);
    const [first, second] = [randomUUID(), randomUUID()];
    const register = (userId: string): PracticeSessionCommand => ({
      type: 'RegisterForSession',
      data: {
        sessionDate: date,
        userId,
        sessionStartsAt: new Date('2026-11-24T10:00:00Z'),
        practiceCapacity: null,
        now: NOW,
      },
    });
    await commands.handleCommand(stream, register(first), practiceSessionDecider);
    await app.runtime.eventStore.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'RegistrationCancelled',
          data: { sessionDate: date, userId: first, cancelledAt: NOW.toISOString() },
        },
      ],
      0n,
    );
    // The held state is one event behind: the append's expected version refuses it, and the command
    // is decided again on the stored stream.
    const answer = await commands.handleCommand(stream, register(second), practiceSessionDecider);
    expect([...answer.state.registered]).toEqual([second]);
    const stored = await app.runtime.eventStore.readStream(stream);
    expect(stored.map((e) => e.streamPosition)).toEqual([0n, 1n, 2n]);
  });
});
