import { Logger } from '@nestjs/common';
import { tellEachOwed } from './owed-mails.js';

/** A Nest logger that keeps what it is told to log as errors, instead of printing it. */
class KeptErrors extends Logger {
  readonly errors: unknown[] = [];
  override error(message: unknown): void {
    this.errors.push(message);
  }
}

describe('tellEachOwed', () => {
  it('tells everyone owed, in order, and fails nothing when every delivery succeeds', async () => {
    const told: string[] = [];
    const logger = new KeptErrors();
    await tellEachOwed({
      logger,
      name: 'reminder mails for 2026-12-01',
      owed: ['asha', 'bo', 'chen'],
      tell: async (who) => void told.push(who),
      describe: (who) => ({ who }),
    });
    expect(told).toEqual(['asha', 'bo', 'chen']);
    expect(logger.errors).toEqual([]);
  });

  it('goes on past a failed delivery, logs who it was for, then fails the run for a retry', async () => {
    const told: string[] = [];
    const logger = new KeptErrors();
    const run = tellEachOwed({
      logger,
      name: 'class-cancelled mails for 2026-12-01',
      owed: ['asha', 'bo', 'chen'],
      tell: async (who) => {
        if (who === 'bo') throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        told.push(who);
      },
      describe: (who) => ({ userId: who }),
    });
    await expect(run).rejects.toThrow('1 of 3 class-cancelled mails for 2026-12-01 not sent');
    expect(told).toEqual(['asha', 'chen']);
    expect(logger.errors).toEqual([
      {
        message: 'mail not sent',
        mails: 'class-cancelled mails for 2026-12-01',
        userId: 'bo',
        error: 'Error: connect ECONNREFUSED 127.0.0.1:25',
      },
    ]);
  });
});
