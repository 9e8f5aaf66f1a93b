import type { FeeSettlementMethod } from '@sadhana/rules/fees';
import type { Decider } from '../../../platform/domain/decider.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { feeKey } from './fee-ledger.js';
import type { FeePaymentEvent, FeeRef } from './fee-payment.events.js';

export type FeePayments = {
  readonly paymentIntents: ReadonlySet<string>;
  /** Fee keys (`<session date>|<kind>`) paid online, paid by hand or waived. */
  readonly settled: ReadonlySet<string>;
};

export const initialFeePayments: FeePayments = { paymentIntents: new Set(), settled: new Set() };

/** Folds only the fee events; the member stream carries other features' events too. */
export function evolve(state: FeePayments, event: { type: string; data: unknown }): FeePayments {
  const known = event as FeePaymentEvent;
  switch (known.type) {
    case 'FeesPaid':
      return {
        paymentIntents: new Set(state.paymentIntents).add(known.data.paymentIntentId),
        settled: new Set([...state.settled, ...known.data.items.map(feeKey)]),
      };
    case 'FeeSettledByHand':
    case 'FeeWaived':
      return { ...state, settled: new Set(state.settled).add(feeKey(known.data)) };
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

export type FeePaymentCommand = RecordFeesPaid | SettleFeeByHand | WaiveFee;

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

export function decide(command: FeePaymentCommand, state: FeePayments): FeePaymentEvent[] {
  const at = command.data.now.toISOString();
  switch (command.type) {
    // Stripe says the money arrived: recorded once per PaymentIntent, whatever the number of deliveries.
    case 'RecordFeesPaid': {
      const { userId, paymentIntentId, amountCents, items } = command.data;
      if (state.paymentIntents.has(paymentIntentId)) return [];
      return [{ type: 'FeesPaid', data: { userId, paymentIntentId, amountCents, items, at } }];
    }
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
  }
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
