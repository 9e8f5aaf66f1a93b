import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProgramBookingView } from '@sadhana/rules/programs';
import { DataSource } from 'typeorm';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { bookingView } from '../../../projections/program-bookings/program-bookings.queries.js';
import { assertUserExists, MembershipStatusReader } from '../../accounts/index.js';
import { StripeGateway } from '../../membership/index.js';
import { ProgramReminders } from '../program-mails/program-reminders.js';
import { RecordPlaceCommand } from './record-place.command.js';

/**
 * A place recorded by an admin: paid by hand at what the person would pay online today (85% for an
 * active member), or free. A booking of theirs still waiting for its payment ends with it, and its
 * PaymentIntent is cancelled at Stripe.
 */
@CommandHandler(RecordPlaceCommand)
export class RecordPlaceHandler implements ICommandHandler<RecordPlaceCommand, ProgramBookingView> {
  private readonly logger = new Logger('RecordProgramPlace');

  constructor(
    private readonly commands: CommandPath,
    private readonly memberships: MembershipStatusReader,
    private readonly reminders: ProgramReminders,
    private readonly stripe: StripeGateway,
    private readonly dataSource: DataSource,
  ) {}

  async execute({
    adminId,
    programId,
    userId,
    method,
    reason,
  }: RecordPlaceCommand): Promise<ProgramBookingView> {
    await assertUserExists(this.dataSource, userId);
    const bookingId = randomUUID();
    const active = (await this.memberships.statusOf(this.dataSource, userId)).membershipActive;
    const ended = await this.commands.inTransaction(async (uow) => {
      const { newEvents, state } = await uow.handleCommand(
        programStream(programId),
        {
          type: 'RecordPlaceByHand',
          data: { programId, bookingId, userId, method, activeMember: active, reason, adminId, now: uow.now },
        },
        programDecider,
        { metadata: { adminId } },
      );
      await this.reminders.planWithin(uow, programId, state);
      return newEvents
        .filter((event) => event.type === 'ProgramBookingCancelled')
        .map((event) => state.bookings.get((event.data as { bookingId: string }).bookingId)?.paymentIntentId);
    });
    for (const paymentIntentId of ended) {
      if (!paymentIntentId) continue;
      await this.stripe.cancelPayment(paymentIntentId, 'abandoned').catch((error: unknown) =>
        this.logger.error({
          message: 'the PaymentIntent of a booking a place by hand replaced could not be cancelled',
          paymentIntentId,
          error: String(error),
        }),
      );
    }
    return (await bookingView(this.dataSource, bookingId)) as ProgramBookingView;
  }
}
