import { allocatePayment, type FeeSettlementMethod, type OwedFeeCents } from '@sadhana/rules/fees';
import type { Decider } from '../../platform/domain/decider.js';
import { DomainError } from '../../platform/domain/domain-error.js';
import { feeAmount, feeKey } from './fee-ledger.js';
import type { FeePaymentEvent, FeeRef } from './fee-payment.events.js';

export type FeePayments = {
  /** The PaymentIntents recorded (paid, credited or both). */
  readonly paymentIntents: ReadonlySet<string>;
  /** The payments taken at the studio, by the screen's id. */
  readonly paymentsTaken: ReadonlySet<string>;
  /** Fee keys (`<session date>|<kind>`) paid online, paid by hand or waived. */
  readonly settled: ReadonlySet<string>;
  /** US cents of credit not used yet. */
  readonly creditCents: number;
};

export const initialFeePayments: FeePayments = {
  paymentIntents: new Set(),
  paymentsTaken: new Set(),
  settled: new Set(),
  creditCents: 0,
};

/** Folds only the fee events; the member stream carries other features' events too. */
export function evolve(state: FeePayments, event: { type: string; data: unknown }): FeePayments {
  const known = event as FeePaymentEvent;
  switch (known.type) {
    case 'FeesPaid':
      return {
        ...state,
        paymentIntents: new Set(state.paymentIntents).add(known.data.paymentIntentId),
        settled: new Set([...state.settled, ...known.data.items.map(feeKey)]),
      };
    case 'FeeSettledByHand':
    case 'FeeWaived':
      return { ...state, settled: new Set(state.settled).add(feeKey(known.data)) };
    case 'FeePaymentCredited':
      return {
        ...state,
        paymentIntents: new Set(state.paymentIntents).add(known.data.paymentIntentId),
        creditCents: state.creditCents + known.data.amountCents,
      };
    case 'FeeCreditApplied':
      return { ...state, creditCents: state.creditCents - known.data.amountCents };
    case 'FeePaymentTaken':
      return {
        ...state,
        paymentsTaken: new Set(state.paymentsTaken).add(known.data.paymentId),
        settled: new Set([...state.settled, ...known.data.items.map(feeKey)]),
        creditCents: state.creditCents + known.data.creditAddedCents - known.data.creditUsedCents,
      };
    default:
      return state;
  }
}

export type RecordFeesPaid = {
  type: 'RecordFeesPaid';
  data: {
    userId: string;
    paymentIntentId: string;
    amountCents: number;
    items: FeeRef[];
    now: Date;
  };
};

/** What the member's ledger says of the fee now: its amount when it is owed and unsettled there. */
type OwedFee = { owedCents: number | null };

/** An admin records a fee paid outside the app. */
export type SettleFeeByHand = {
  type: 'SettleFeeByHand';
  data: FeeRef &
    OwedFee & {
      userId: string;
      method: FeeSettlementMethod;
      note: string | null;
      adminId: string;
      now: Date;
    };
};

/** An admin waives a fee, with a reason. */
export type WaiveFee = {
  type: 'WaiveFee';
  data: FeeRef & OwedFee & { userId: string; reason: string; adminId: string; now: Date };
};

/**
 * An admin takes a payment at the studio against the member's balance. `owed`: the fees the member's
 * ledger lists unsettled now, oldest first, each with its amount.
 */
export type TakePayment = {
  type: 'TakePayment';
  data: {
    userId: string;
    paymentId: string;
    amountCents: number;
    method: FeeSettlementMethod;
    note: string | null;
    /** More than the balance is allowed only when the admin says to keep the rest as credit. */
    keepRestAsCredit: boolean;
    owed: readonly OwedFeeCents[];
    adminId: string;
    now: Date;
  };
};

export type FeePaymentCommand = RecordFeesPaid | SettleFeeByHand | WaiveFee | TakePayment;

export class NoSuchFee extends DomainError {
  readonly kind = 'not_found';

  constructor(fee: FeeRef) {
    super(`No ${fee.kind} fee is owed for ${fee.sessionDate}.`);
  }
}

export class FeeAlreadySettled extends DomainError {
  readonly kind = 'conflict';

  constructor(fee: FeeRef) {
    super(`The ${fee.kind} fee for ${fee.sessionDate} is already paid or waived.`);
  }
}

/** A payment beyond what is owed, not to be kept as credit: the admin is asked to take less. */
export class PaymentMoreThanOwed extends DomainError {
  readonly kind = 'conflict';

  constructor(amountCents: number, owedCents: number) {
    super(
      owedCents === 0
        ? `Nothing is owed. To keep ${cents(amountCents)} as credit, say so.`
        : `${cents(amountCents)} is more than the ${cents(owedCents)} owed. Take ${cents(owedCents)}, or keep the rest as credit.`,
    );
  }
}

export class PaymentAmountInvalid extends DomainError {
  readonly kind = 'invalid';

  constructor() {
    super('amount must be more than $0, in dollars and cents');
  }
}

/** "$510", "$30.50" */
function cents(amount: number): string {
  const dollars = amount / 100;
  return `$${Number.isInteger(dollars) ? dollars.toLocaleString('en-US') : dollars.toFixed(2)}`;
}

export function decide(command: FeePaymentCommand, state: FeePayments): FeePaymentEvent[] {
  const at = command.data.now.toISOString();
  switch (command.type) {
    // Stripe says the money arrived: recorded once per PaymentIntent, whatever the number of deliveries.
    case 'RecordFeesPaid':
      if (state.paymentIntents.has(command.data.paymentIntentId)) return [];
      return recordPayment(command.data, state, at);
    case 'SettleFeeByHand': {
      const { userId, sessionDate, kind, method, note, adminId } = command.data;
      const amountCents = owed(command.data, state);
      return [
        {
          type: 'FeeSettledByHand',
          data: { userId, sessionDate, kind, amountCents, method, note, settledBy: adminId, at },
        },
      ];
    }
    case 'WaiveFee': {
      const { userId, sessionDate, kind, reason, adminId } = command.data;
      const amountCents = owed(command.data, state);
      return [
        {
          type: 'FeeWaived',
          data: { userId, sessionDate, kind, amountCents, reason, waivedBy: adminId, at },
        },
      ];
    }
    case 'TakePayment':
      // A second delivery of the same payment (a double tap, a retried request) records nothing.
      if (state.paymentsTaken.has(command.data.paymentId)) return [];
      return [takePayment(command.data, state, at)];
  }
}

/**
 * One payment taken at the studio against the fees still unsettled (those settled since the ledger was
 * read are left out): the oldest first, each in full, leaning on the member's credit; the rest is
 * credit (see allocatePayment). Never more than owed unless the admin keeps the rest as credit.
 */
function takePayment(payment: TakePayment['data'], state: FeePayments, at: string): FeePaymentEvent {
  const { userId, paymentId, amountCents, method, note, adminId } = payment;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new PaymentAmountInvalid();
  const fees = payment.owed.filter((fee) => !state.settled.has(feeKey(fee)));
  const allocation = allocatePayment(fees, amountCents, state.creditCents);
  if (amountCents > allocation.owedBeforeCents && !payment.keepRestAsCredit) {
    throw new PaymentMoreThanOwed(amountCents, allocation.owedBeforeCents);
  }
  return {
    type: 'FeePaymentTaken',
    data: {
      userId,
      paymentId,
      amountCents,
      method,
      note,
      items: allocation.settled.map(({ sessionDate, kind, amountCents }) => ({
        sessionDate,
        kind,
        amountCents,
      })),
      creditUsedCents: allocation.creditUsedCents,
      creditAddedCents: allocation.creditAddedCents,
      owedAfterCents: allocation.owedAfterCents,
      takenBy: adminId,
      at,
    },
  };
}

/**
 * A payment settles the fees it was asked for that are still unsettled. What it charged beyond their
 * cost (fees settled meanwhile, typically by another payment of the same fees) is the member's credit,
 * never kept silently; what it charged short of their cost was the credit the Pay button took off
 * (`feesOwedAfterCredit`), so that much credit is used.
 */
function recordPayment(payment: RecordFeesPaid['data'], state: FeePayments, at: string): FeePaymentEvent[] {
  const { userId, paymentIntentId, amountCents } = payment;
  const fresh = payment.items.filter((item) => !state.settled.has(feeKey(item)));
  const repeated = payment.items.filter((item) => state.settled.has(feeKey(item)));
  const freshCents = fresh.reduce((sum, item) => sum + feeAmount(item) * 100, 0);
  const toFees = Math.min(amountCents, freshCents);
  const creditUsed = Math.min(freshCents - toFees, Math.max(0, state.creditCents));
  const credited = amountCents - toFees;
  const events: FeePaymentEvent[] = [];
  if (fresh.length > 0) {
    events.push({
      type: 'FeesPaid',
      data: { userId, paymentIntentId, amountCents: toFees, items: fresh, at },
    });
  }
  if (creditUsed > 0) {
    events.push({ type: 'FeeCreditApplied', data: { userId, paymentIntentId, amountCents: creditUsed, at } });
  }
  if (credited > 0) {
    events.push({
      type: 'FeePaymentCredited',
      data: { userId, paymentIntentId, amountCents: credited, items: repeated, at },
    });
  }
  return events;
}

/** A fee can be settled by hand or waived once, and only while the ledger owes it. */
function owed(fee: FeeRef & OwedFee, state: FeePayments): number {
  if (state.settled.has(feeKey(fee))) throw new FeeAlreadySettled(fee);
  if (fee.owedCents === null) throw new NoSuchFee(fee);
  return fee.owedCents;
}

export const feePaymentsDecider: Decider<FeePaymentCommand, FeePayments, FeePaymentEvent> = {
  initialState: () => initialFeePayments,
  evolve,
  decide,
};
