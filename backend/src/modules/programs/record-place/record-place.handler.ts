import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProgramBookingView } from '@sadhana/rules/programs';
import { DataSource } from 'typeorm';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { domainError } from '../../../platform/domain/domain-error.js';
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
    person,
    method,
    reason,
  }: RecordPlaceCommand): Promise<ProgramBookingView> {
    const userId = await this.userOf(person);
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

  /** The account named by id or by email (a deleted one too: the studio may still seat them). */
  private async userOf(person: RecordPlaceCommand['person']): Promise<string> {
    if ('userId' in person) {
      await assertUserExists(this.dataSource, person.userId);
      return person.userId;
    }
    const [user]: { id: string }[] = await this.dataSource.query('SELECT id FROM users WHERE email = $1', [
      person.email,
    ]);
    if (!user) throw new NoAccountWithEmail();
    return user.id;
  }
}

class NoAccountWithEmail extends domainError('not_found', 'No account has that email.') {}
