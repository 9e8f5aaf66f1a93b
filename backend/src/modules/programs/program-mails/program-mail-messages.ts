import { centsAsDollars } from '@sadhana/rules/programs';
import { STUDIO_ZONE } from '@sadhana/rules/time';
import { DateTime } from 'luxon';
import type { ProgramDetails, ProgramMailKind } from '../../../domain/programs/program.events.js';
import type { BookingState } from '../../../domain/programs/program-state.js';
import type { MailMessage } from '../../../platform/mail/mail.service.js';
import { memberMail } from '../../../platform/mail/member-mail.js';

export interface ProgramMailRecipient {
  readonly email: string;
  readonly firstName: string | null;
}

export interface ProgramMailLinks {
  /** The member's programs. */
  readonly programs: string;
  readonly unsubscribePage?: string;
  readonly oneClickUnsubscribe?: string;
}

/** "Saturday, December 12, 9:00 AM" on the studio's clock. */
function when(iso: string): string {
  return DateTime.fromISO(iso, { zone: STUDIO_ZONE }).toFormat('cccc, LLLL d, h:mm a');
}

function dates(program: ProgramDetails): string {
  return `from ${when(program.startsAt)} to ${when(program.endsAt)} (Eastern), at ${program.location}`;
}

function whatIsGivenBack(booking: BookingState): string {
  if (booking.cardCents > 0)
    return `The ${centsAsDollars(booking.cardCents)} you paid is refunded in full to your card; it reaches your account within a few business days.`;
  if (booking.handMethod === 'free') return 'Your free place is released; there is nothing to refund.';
  return `The studio will give back the ${centsAsDollars(booking.handCents)} you paid, in full.`;
}

function content(
  kind: ProgramMailKind,
  program: ProgramDetails,
  booking: BookingState,
  cancelReason: string | null,
): { subject: string; lines: string[] } {
  if (kind === 'program-cancelled')
    return {
      subject: `Cancelled: ${program.title}`,
      lines: [
        `We are sorry: the studio has cancelled ${program.title}, ${dates(program)}.`,
        `Reason: ${cancelReason ?? 'not given'}`,
        whatIsGivenBack(booking),
      ],
    };
  return {
    subject: `Reminder: ${program.title} starts ${DateTime.fromISO(program.startsAt, { zone: STUDIO_ZONE }).toFormat('cccc, LLLL d')}`,
    lines: [
      `You have a place in ${program.title}, ${dates(program)}.`,
      'Remember the fasting times before the program: 4 hours after a full meal, 2.5 hours after a snack, 1.5 hours after beverages.',
    ],
  };
}

/**
 * One mail about a program to one participant. `messageId` is stable for the program, the booking and
 * the kind, so a mail delivered again after a crash is the same mail. A reminder carries the
 * one-click unsubscribe, as the session reminders do (one switch for both).
 */
export function programMail(
  kind: ProgramMailKind,
  to: ProgramMailRecipient,
  program: ProgramDetails,
  booking: BookingState,
  cancelReason: string | null,
  links: ProgramMailLinks,
  messageId: string,
): MailMessage {
  const { subject, lines } = content(kind, program, booking, cancelReason);
  return memberMail({
    to,
    subject,
    lines,
    page: { label: 'Your programs', url: links.programs },
    unsubscribePage: links.unsubscribePage,
    oneClickUnsubscribe: links.oneClickUnsubscribe,
    messageId,
  });
}
