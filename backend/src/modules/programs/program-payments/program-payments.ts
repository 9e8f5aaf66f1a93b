import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { type PaymentPurpose, PaymentPurposes, type PaymentWork } from '../../membership/index.js';
import { ProgramReminders } from '../program-mails/program-reminders.js';
import { ProgramRefunds } from '../program-refunds/program-refunds.js';

/** The metadata `purpose` of a program place's PaymentIntent. */
export const PROGRAM_PAYMENT_PURPOSE = 'program';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A place's payment, as Stripe's verified payment_intent.succeeded tells it (never the browser): the
 * booking is recorded paid on the program's stream and gets its place, or (none left, the program
 * called off …) is refused and refunded in full through a job scheduled in the same transaction. The
 * booking is known from the PaymentIntent's metadata, which only the app writes.
 */
@Injectable()
export class ProgramPayments implements PaymentPurpose, OnModuleInit {
  private readonly logger = new Logger('ProgramPayments');

  constructor(
    private readonly purposes: PaymentPurposes,
    private readonly refunds: ProgramRefunds,
    private readonly reminders: ProgramReminders,
  ) {}

  onModuleInit(): void {
    this.purposes.register(PROGRAM_PAYMENT_PURPOSE, this);
  }

  async workForPayment(
    payment: Stripe.PaymentIntent,
    metadata: Record<string, unknown>,
  ): Promise<PaymentWork | undefined> {
    const { programId, bookingId, userId } = payment.metadata ?? {};
    if (![programId, bookingId, userId].every((id) => typeof id === 'string' && UUID.test(id))) {
      this.logger.error({
        message: 'a program payment without its booking in its metadata: not recorded',
        paymentIntentId: payment.id,
        metadata: payment.metadata,
      });
      return undefined;
    }
    return async (uow) => {
      // Payments for one program arrive together when its last places go (Stripe delivers them as they
      // succeed): they take turns on its stream here instead of racing for its next version, which
      // would exhaust the command path's retries and answer 503s for Stripe to deliver again.
      await uow.manager.query("SELECT pg_advisory_xact_lock(hashtext('program-payments'), hashtext($1))", [
        programId,
      ]);
      const { newEvents, state } = await uow.handleCommand(
        programStream(programId),
        {
          type: 'RecordBookingPaid',
          data: {
            programId,
            bookingId,
            userId,
            paymentIntentId: payment.id,
            amountCents: payment.amount,
            now: uow.now,
          },
        },
        programDecider,
        { metadata },
      );
      for (const event of newEvents) {
        if (event.type === 'ProgramBookingRefused') {
          this.logger.warn({
            message: 'a program payment refused: refunded in full',
            paymentIntentId: payment.id,
            ...(event.data as object),
          });
          await this.refunds.scheduleWithin(uow, programId, bookingId);
        }
        if (event.type === 'ProgramPlaceConfirmed') await this.reminders.planWithin(uow, programId, state);
      }
    };
  }
}
