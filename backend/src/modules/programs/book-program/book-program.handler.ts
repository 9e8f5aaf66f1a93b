import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ProgramBookingStart, programPlaceCents } from '@sadhana/rules/programs';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { bookable } from '../../../domain/programs/program-bookings.js';
import { BookingAwaitingPayment } from '../../../domain/programs/program-errors.js';
import type { BookingState } from '../../../domain/programs/program-state.js';
import { Clock } from '../../../platform/clock/clock.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { domainError } from '../../../platform/domain/domain-error.js';
import { MembershipStatusReader } from '../../accounts/index.js';
import {
  PaymentProviderUnavailable,
  PaymentsNotConfigured,
  StripeCustomers,
  StripeGateway,
} from '../../membership/index.js';
import { PROGRAM_PAYMENT_PURPOSE } from '../program-payments/program-payments.js';
import { BookProgramCommand } from './book-program.command.js';

type Payer = BookProgramCommand['payer'];

class PaymentUnderWay extends domainError(
  'conflict',
  'Your payment for this program is being confirmed. Your place shows here in a moment.',
) {}

/**
 * A place is asked for with a PaymentIntent of its price on the day (85% for an active member), idempotent
 * per booking: while the person's booking waits for its payment, asking again answers the same
 * PaymentIntent, so a double click or a second tab pays once. Nothing here takes a place: the verified
 * webhook does (ProgramPayments), in the order payments succeed.
 */
@CommandHandler(BookProgramCommand)
export class BookProgramHandler implements ICommandHandler<BookProgramCommand, ProgramBookingStart> {
  private readonly logger = new Logger('BookProgram');

  constructor(
    private readonly commands: CommandPath,
    private readonly stripe: StripeGateway,
    private readonly customers: StripeCustomers,
    private readonly memberships: MembershipStatusReader,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ programId, payer }: BookProgramCommand): Promise<ProgramBookingStart> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    const stream = programStream(programId);
    const state = await this.commands.stateOf(stream, programDecider);
    const waiting = bookable(state, payer.id, this.clock.now());
    const memberPrice = (await this.memberships.statusOf(this.dataSource, payer.id)).membershipActive;
    const amountCents = programPlaceCents(state.details?.priceDollars ?? 0, memberPrice);
    if (waiting) {
      const again = await this.reuse(waiting, amountCents, payer, programId);
      if (again) return again;
    }
    return this.newBooking(programId, payer, amountCents, memberPrice);
  }

  /**
   * The waiting booking's PaymentIntent, still payable and at today's price; otherwise the booking is
   * ended (nothing was paid for it) and undefined lets a new one be made.
   */
  private async reuse(
    waiting: BookingState,
    amountCents: number,
    payer: Payer,
    programId: string,
  ): Promise<ProgramBookingStart | undefined> {
    const intent = waiting.paymentIntentId
      ? await this.stripe.retrievePayment(waiting.paymentIntentId)
      : null;
    if (intent?.client_secret && intent.amount === amountCents && PAYABLE.has(intent.status))
      return {
        bookingId: waiting.bookingId,
        clientSecret: intent.client_secret,
        amount: amountCents / 100,
        memberPrice: waiting.memberPrice,
      };
    if (intent && !PAYABLE.has(intent.status) && intent.status !== 'canceled') {
      // Paid, or on its way: the webhook gives the place; a second payment is not to be asked for.
      throw new PaymentUnderWay();
    }
    // The price changed (they became a member, or stopped being one) or Stripe dropped the intent.
    await this.commands.handleCommand(
      programStream(programId),
      (now) => ({
        type: 'CancelBooking' as const,
        data: {
          programId,
          bookingId: waiting.bookingId,
          by: 'member' as const,
          actorId: payer.id,
          reason: 'Asked again at another price.',
          now,
        },
      }),
      programDecider,
      { metadata: { userId: payer.id }, actingMember: payer.id },
    );
    if (intent && intent.status !== 'canceled') await this.cancelQuietly(intent.id);
    return undefined;
  }

  private async newBooking(
    programId: string,
    payer: Payer,
    amountCents: number,
    memberPrice: boolean,
  ): Promise<ProgramBookingStart> {
    const bookingId = randomUUID();
    const customerId = await this.customers.customerFor(payer);
    const intent = await this.stripe.createPayment(
      {
        customerId,
        amountCents,
        description: 'Sadhana program place',
        metadata: { purpose: PROGRAM_PAYMENT_PURPOSE, programId, bookingId, userId: payer.id },
      },
      `program-booking-${bookingId}`,
    );
    if (!intent.client_secret) throw new PaymentProviderUnavailable();
    try {
      await this.commands.handleCommand(
        programStream(programId),
        (now) => ({
          type: 'RequestBooking' as const,
          data: {
            programId,
            bookingId,
            userId: payer.id,
            amountCents,
            memberPrice,
            paymentIntentId: intent.id,
            now,
          },
        }),
        programDecider,
        { metadata: { userId: payer.id }, actingMember: payer.id },
      );
    } catch (error) {
      // Refused meanwhile (the last place went, another tab booked first): this intent is never handed out.
      await this.cancelQuietly(intent.id);
      if (error instanceof BookingAwaitingPayment)
        return this.execute(new BookProgramCommand(programId, payer));
      throw error;
    }
    return { bookingId, clientSecret: intent.client_secret, amount: amountCents / 100, memberPrice };
  }

  private async cancelQuietly(paymentIntentId: string): Promise<void> {
    try {
      await this.stripe.cancelPayment(paymentIntentId, 'abandoned');
    } catch (error) {
      this.logger.error({
        message: 'an unused program PaymentIntent could not be cancelled',
        paymentIntentId,
        error: String(error),
      });
    }
  }
}

/** Stripe's statuses of a PaymentIntent still waiting for the person to pay it. */
const PAYABLE = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);
