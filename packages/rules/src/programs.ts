// Programs: the studio's workshops and retreats (the specification's `workshops` entity). What a place
// costs, what a booking's status is called, and the shapes the API answers with. No luxon here: the
// landing page lists programs with their prices and must not load a date library (the refund schedule,
// which needs the studio's calendar, is in program-refunds.ts).
import { MEMBER_DISCOUNT_PERCENT } from './fees.js';

export const PROGRAM_KINDS = ['workshop', 'retreat'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

export const PROGRAM_KIND_LABELS: Record<ProgramKind, string> = { workshop: 'Workshop', retreat: 'Retreat' };

/** Where the studio's own programs are held; a retreat names its own place. */
export const STUDIO_LOCATIONS = ['New Jersey', 'New York City'] as const;

/** The terms' refunds of a cancelled place: more than this many days before the start, the larger share. */
export const FULL_NOTICE_DAYS = 7;
/** More than 7 days before the start, 10% of the amount paid; 1 to 7 days, 5%; on the day, nothing. */
export const EARLY_REFUND_PERCENT = 10;
export const LATE_REFUND_PERCENT = 5;

/** The longest title, description and location an admin may give a program. */
export const PROGRAM_TITLE_MAX = 120;
export const PROGRAM_DESCRIPTION_MAX = 4000;
export const PROGRAM_LOCATION_MAX = 120;
/** The highest price (whole US dollars) and the most places a program may have: beyond is a typo. */
export const PROGRAM_PRICE_MAX = 100_000;
export const PROGRAM_PLACES_MAX = 10_000;

/**
 * What one place costs, in US cents: an active member pays the price less the member discount (15%),
 * anyone else the price. Prices are whole dollars, so 85% of one is a whole number of cents ($450 →
 * $382.50 = 38250).
 */
export function programPlaceCents(priceDollars: number, activeMember: boolean): number {
  return activeMember ? priceDollars * (100 - MEMBER_DISCOUNT_PERCENT) : priceDollars * 100;
}

/** The member price in US dollars, as the API and the screens quote it ($450 → 382.5). */
export function memberPriceDollars(priceDollars: number): number {
  return programPlaceCents(priceDollars, true) / 100;
}

/** "$382.50", "$450.00": an amount of US cents as a price. */
export function centsAsDollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "$38.25", "$1,244.25": an amount the API answers in dollars (two decimals at most) as a price. */
export function dollarAmount(dollars: number): string {
  return centsAsDollars(Math.round(dollars * 100));
}

/**
 * How a place was paid: by card through Stripe, recorded by an admin as paid outside the app (the
 * fees' methods), or given free.
 */
export const PROGRAM_HAND_METHODS = ['cash', 'check', 'bank-transfer', 'other', 'free'] as const;
export type ProgramHandMethod = (typeof PROGRAM_HAND_METHODS)[number];
export type ProgramPaymentMethod = 'card' | ProgramHandMethod;

export const PROGRAM_PAYMENT_METHOD_LABELS: Record<ProgramPaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  'bank-transfer': 'Bank transfer',
  other: 'Other',
  free: 'Free place',
};

/**
 * A booking as its holder and the admin read it: `waiting` for its payment to be confirmed, `paid`
 * (a place: paid by card or by hand, or given free), `cancelled` with nothing to give back, or
 * `refunded` (cancelled or refused, with money given back or on its way back).
 */
export const PROGRAM_BOOKING_STATUSES = ['waiting', 'paid', 'cancelled', 'refunded'] as const;
export type ProgramBookingStatus = (typeof PROGRAM_BOOKING_STATUSES)[number];

export const PROGRAM_BOOKING_STATUS_LABELS: Record<ProgramBookingStatus, string> = {
  waiting: 'Waiting for payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Why a booking ended without a place, or lost it. */
export const PROGRAM_BOOKING_ENDINGS = [
  'cancelled-by-member',
  'cancelled-by-admin',
  'program-cancelled',
  'sold-out',
  'program-begun',
  'already-booked',
  'booking-cancelled',
] as const;
export type ProgramBookingEnding = (typeof PROGRAM_BOOKING_ENDINGS)[number];

/** Why a booking ended, in words its holder and the admin both read. */
export const PROGRAM_BOOKING_ENDING_LABELS: Record<ProgramBookingEnding, string> = {
  'cancelled-by-member': 'Cancelled by the participant',
  'cancelled-by-admin': 'Cancelled by the studio',
  'program-cancelled': 'The studio cancelled the program',
  'sold-out': 'Sold out before the payment arrived',
  'program-begun': 'The program had begun when the payment arrived',
  'already-booked': 'Paid twice: a place was held already',
  'booking-cancelled': 'Paid after the booking was cancelled',
};

/** The word on a program that has no place left. */
export const SOLD_OUT = 'Sold out';

/** Places left: null when the program has no limit. */
export function placesLeft(maxParticipants: number | null, registeredCount: number): number | null {
  return maxParticipants === null ? null : Math.max(0, maxParticipants - registeredCount);
}

/**
 * GET /api/workshops: a program as the public list shows it, the specification's fields (price in
 * whole dollars, `registeredCount` the places taken) and what the screens quote beside them.
 */
export interface ProgramView {
  id: string;
  kind: ProgramKind;
  title: string;
  description: string;
  /** Whole US dollars. */
  price: number;
  /** US dollars: what an active member pays (85%). */
  memberPrice: number;
  location: string;
  /** ISO instants. */
  startDate: string;
  endDate: string;
  /** null: no limit. */
  maxParticipants: number | null;
  registeredCount: number;
  /** null: no limit. */
  placesLeft: number | null;
  /** Published and not cancelled. */
  isActive: boolean;
  createdAt: string;
}

/** GET /api/admin/workshops: every program, drafts and cancelled ones too, with its takings. */
export interface AdminProgramView extends ProgramView {
  published: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** US dollars taken less refunded (by card and by hand). */
  revenue: number;
}

/** POST /api/workshops/:id/book answer: the booking and the PaymentIntent that pays for it. */
export interface ProgramBookingStart {
  bookingId: string;
  clientSecret: string;
  /** US dollars to pay. */
  amount: number;
  /** Whether the member price applies. */
  memberPrice: boolean;
}

/** A booking as its holder (GET /api/my-programs) and the admin's roster read it. */
export interface ProgramBookingView {
  bookingId: string;
  programId: string;
  status: ProgramBookingStatus;
  /** Why it ended, once cancelled or refunded. */
  ending: ProgramBookingEnding | null;
  /** US dollars asked (the quote) and paid. */
  amount: number;
  paid: number;
  method: ProgramPaymentMethod | null;
  memberPrice: boolean;
  /** US dollars to give back in all, and given back so far. */
  refund: number;
  refunded: number;
  /** The share of the amount paid the refund is (the terms' schedule, or 100 when the studio cancels). */
  refundPercent: number | null;
  bookedAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
}

export interface MyProgramBooking extends ProgramBookingView {
  program: Pick<ProgramView, 'id' | 'kind' | 'title' | 'location' | 'startDate' | 'endDate'> & {
    cancelled: boolean;
  };
}

export interface ProgramRosterEntry extends ProgramBookingView {
  userId: string;
  name: string;
  email: string;
  /** The admin's reason for a place recorded by hand or a cancellation. */
  note: string | null;
}

/** GET /api/admin/workshops/:id/roster */
export interface ProgramRoster {
  program: AdminProgramView;
  entries: ProgramRosterEntry[];
}
