import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * How a mail job is retried: six times, a minute after the first failure and doubling (about an hour
 * in all, long enough for an SMTP server's restart); an attempt whose process died is given up after
 * 15 minutes and tried again.
 */
export const MAIL_JOB_RETRIES = { retryLimit: 6, retryDelaySeconds: 60, expireInSeconds: 900 } as const;

/** A mail job that runs at most this long before its time is on time; earlier, it is put back to its time. */
export const MAIL_JOB_EARLY_MS = 60_000;

/**
 * Runs one mail's delivery for one subject (a date's reminder, a program's cancellation) while no
 * other run for it does: two instances, a job and its retry, jobs of two plans. Each reads who is
 * owed the mail after the one before has recorded what it sent. The lock is a transaction's advisory
 * lock, held for the run's deliveries: a few dozen at most for one subject.
 */
export function oneRunAtATime(
  dataSource: DataSource,
  mail: string,
  subject: string,
  run: () => Promise<void>,
): Promise<void> {
  return dataSource.transaction(async (lock) => {
    await lock.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [mail, subject]);
    await run();
  });
}

export interface OwedMails<Owed> {
  readonly logger: Logger;
  /** What the mails are, for the log and the job's error: "reminder mails for 2026-12-01". */
  readonly name: string;
  readonly owed: readonly Owed[];
  /**
   * Delivers one mail, then records it in its stream: a crash in between delivers that one again on
   * the retry with the same Message-ID (the file outbox keeps one copy); a crash before delivery
   * loses nothing, since the job runs again.
   */
  readonly tell: (owed: Owed) => Promise<void>;
  /** Who and what one mail was, for the log of a mail not sent. */
  readonly describe: (owed: Owed) => Record<string, unknown>;
}

/**
 * Tells each person owed a mail. One failed delivery does not hold the others back: each failure is
 * logged with who it was for, and the run then fails, so the job is retried for those not told.
 */
export async function tellEachOwed<Owed>({
  logger,
  name,
  owed,
  tell,
  describe,
}: OwedMails<Owed>): Promise<void> {
  let failed = 0;
  for (const one of owed) {
    try {
      await tell(one);
    } catch (error) {
      failed++;
      logger.error({ message: 'mail not sent', mails: name, ...describe(one), error: String(error) });
    }
  }
  if (failed > 0) throw new Error(`${failed} of ${owed.length} ${name} not sent`);
}
