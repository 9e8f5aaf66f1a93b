import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProgramBookingView } from '@sadhana/rules/programs';
import { DataSource } from 'typeorm';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { NoSuchBooking } from '../../../domain/programs/program-errors.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { bookingRow, bookingView } from '../../../projections/program-bookings/program-bookings.queries.js';
import { StripeGateway } from '../../membership/index.js';
import { ProgramRefunds } from '../program-refunds/program-refunds.js';
import { CancelBookingCommand } from './cancel-booking.command.js';

/**
 * Cancels a booking on its program's stream; the refund it is owed is made through Stripe by a job
 * scheduled in the same transaction, and asked for at once too. A booking not paid yet has its
 * PaymentIntent cancelled at Stripe, so it can no longer be paid (one that is paid anyway is refunded
 * in full when its webhook arrives).
 */
@CommandHandler(CancelBookingCommand)
export class CancelBookingHandler implements ICommandHandler<CancelBookingCommand, ProgramBookingView> {
  private readonly logger = new Logger('CancelProgramBooking');

  constructor(
    private readonly commands: CommandPath,
    private readonly refunds: ProgramRefunds,
    private readonly stripe: StripeGateway,
    private readonly dataSource: DataSource,
  ) {}

  async execute({
    bookingId,
    by,
    actorId,
    reason,
    programId,
  }: CancelBookingCommand): Promise<ProgramBookingView> {
    const booking = await bookingRow(this.dataSource, bookingId);
    const theirs = by === 'admin' ? booking?.programId === programId : booking?.userId === actorId;
    if (!booking || !theirs) throw new NoSuchBooking();
    const owed = await this.commands.inTransaction(async (uow) => {
      const { newEvents } = await uow.handleCommand(
        programStream(booking.programId),
        {
          type: 'CancelBooking',
          data: { programId: booking.programId, bookingId, by, actorId, reason, now: uow.now },
        },
        programDecider,
        by === 'member'
          ? { metadata: { userId: actorId }, actingMember: actorId }
          : { metadata: { adminId: actorId } },
      );
      const refundByStripe = newEvents.some(
        (event) => (event.data as { refundBy?: string | null }).refundBy === 'stripe',
      );
      if (refundByStripe) await this.refunds.scheduleWithin(uow, booking.programId, bookingId);
      return refundByStripe;
    });
    if (owed) await this.refunds.issueSoon(booking.programId);
    if (booking.status === 'waiting' && booking.paidCents === 0 && booking.paymentIntentId)
      await this.cancelUnpaid(booking.paymentIntentId);
    return (await bookingView(this.dataSource, bookingId)) as ProgramBookingView;
  }

  private async cancelUnpaid(paymentIntentId: string): Promise<void> {
    try {
      await this.stripe.cancelPayment(paymentIntentId, 'abandoned');
    } catch (error) {
      this.logger.error({
        message:
          'the PaymentIntent of a cancelled booking could not be cancelled; a payment of it is refunded',
        paymentIntentId,
        error: String(error),
      });
    }
  }
}
