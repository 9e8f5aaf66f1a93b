import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { refundsDue } from '../../../domain/programs/program-state.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import type { UnitOfWork } from '../../../platform/command-path/unit-of-work.js';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { StripeGateway } from '../../membership/index.js';

/** The queue of the refunds Stripe is to make: one job gives back what a program owes. */
export const PROGRAM_REFUNDS_QUEUE = 'program-refunds';

type ProgramRefundJob = { programId: string };

/**
 * Gives back through Stripe what a program's events say is owed (refundsDue: a cancellation's share, a
 * refused payment in full) and records each refund as ProgramRefundIssued. A job scheduled in the
 * transaction that made the refund owed makes sure it happens (retried while Stripe cannot be
 * reached); the handler that made it also asks at once, so the answer usually shows it done. Each
 * refund's idempotency key is the booking and how much of it was given back before, so two tries of
 * the same refund (a retry, the job and the handler together) are one refund at Stripe, and the
 * decider records a refund id once.
 */
@Injectable()
export class ProgramRefunds implements OnModuleInit {
  private readonly logger = new Logger('ProgramRefunds');

  constructor(
    private readonly jobs: JobQueue,
    private readonly commands: CommandPath,
    private readonly stripe: StripeGateway,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.jobs.define<ProgramRefundJob>({
      name: PROGRAM_REFUNDS_QUEUE,
      work: ({ programId }) => this.issueDue(programId),
      retryLimit: 10,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
    });
  }

  /** In the transaction that made a refund owed: the job that makes sure Stripe gives it back. */
  async scheduleWithin(uow: UnitOfWork, programId: string, because: string): Promise<void> {
    await this.jobs.schedule(
      PROGRAM_REFUNDS_QUEUE,
      { programId },
      { key: `${programId}:${because}:${uow.now.toISOString()}` },
      uow.manager,
    );
  }

  /** Issues now what the program owes; a failure is logged and left to the job. */
  async issueSoon(programId: string): Promise<void> {
    try {
      await this.issueDue(programId);
    } catch (error) {
      this.logger.warn({
        message: 'a program refund could not be made at once; its job retries',
        programId,
        error: String(error),
      });
    }
  }

  async issueDue(programId: string): Promise<void> {
    // One program's refunds at a time: two runs would read the same refund owed twice.
    await this.dataSource.transaction(async (lock) => {
      await lock.query("SELECT pg_advisory_xact_lock(hashtext('program-refunds'), hashtext($1))", [
        programId,
      ]);
      const state = await this.commands.stateOf(programStream(programId), programDecider);
      for (const due of refundsDue(state)) {
        const givenBack = state.bookings.get(due.bookingId)?.refundedCents ?? 0;
        const refund = await this.stripe.refundPayment(
          due.paymentIntentId,
          due.amountCents,
          { purpose: 'program', programId, bookingId: due.bookingId, userId: due.userId },
          `program-refund-${due.bookingId}-${givenBack}`,
        );
        await this.commands.handleCommand(
          programStream(programId),
          (now) => ({
            type: 'RecordRefundIssued' as const,
            data: {
              programId,
              bookingId: due.bookingId,
              refundId: refund.id,
              amountCents: refund.amountCents,
              now,
            },
          }),
          programDecider,
          { metadata: { job: PROGRAM_REFUNDS_QUEUE } },
        );
        this.logger.log({ message: 'program refund issued', programId, bookingId: due.bookingId, ...refund });
      }
    });
  }
}
