import type { Decider } from '../../platform/domain/decider.js';
import { domainError } from '../../platform/domain/domain-error.js';
import type { FactorCheckPurpose, SecondFactorEvent, SecondFactorKind } from './second-factor.events.js';

/** A member's second factors, folded from the member stream (other events there are ignored). */
export type SecondFactors = {
  /** Factor id → kind, for each factor on. */
  readonly factors: ReadonlyMap<string, SecondFactorKind>;
  /** The latest 30-second TOTP step whose code was accepted: a code is accepted once. */
  readonly lastTotpStep: number;
};

export const noSecondFactors: SecondFactors = { factors: new Map(), lastTotpStep: -1 };

export function evolve(state: SecondFactors, event: { type: string; data: unknown }): SecondFactors {
  const known = event as SecondFactorEvent;
  switch (known.type) {
    case 'MemberFactorAdded':
      return {
        factors: new Map(state.factors).set(known.data.factorId, known.data.factor),
        lastTotpStep: Math.max(state.lastTotpStep, known.data.totpStep ?? -1),
      };
    case 'MemberFactorRemoved': {
      const factors = new Map(state.factors);
      factors.delete(known.data.factorId);
      return { ...state, factors };
    }
    case 'MemberFactorUsed':
    case 'MemberSteppedUp':
      return known.data.totpStep === undefined
        ? state
        : { ...state, lastTotpStep: Math.max(state.lastTotpStep, known.data.totpStep) };
    default:
      return state;
  }
}

type Data<T> = { userId: string; now: Date } & T;
export type AddFactor = {
  type: 'AddFactor';
  data: Data<{ factor: SecondFactorKind; factorId: string; totpStep?: number }>;
};
export type RemoveFactor = {
  type: 'RemoveFactor';
  data: Data<{ factor: SecondFactorKind; factorId: string }>;
};
/** A factor passed its check (the signature or the code was verified outside, with the stored key or secret). */
export type UseFactor = {
  type: 'UseFactor';
  data: Data<{ factorId: string; purpose: FactorCheckPurpose; totpStep?: number }>;
};
export type UseRecoveryCode = {
  type: 'UseRecoveryCode';
  data: Data<{ purpose: Exclude<FactorCheckPurpose, 'sign-in'>; remaining: number }>;
};
export type IssueRecoveryCodes = { type: 'IssueRecoveryCodes'; data: Data<{ count: number }> };
export type SecondFactorCommand = AddFactor | RemoveFactor | UseFactor | UseRecoveryCode | IssueRecoveryCodes;

export class AuthenticatorAlreadyOn extends domainError(
  'conflict',
  'An authenticator app is already on for this account. Turn it off first to set up another.',
) {}

export class FactorNotFound extends domainError(
  'not_found',
  'That sign-in method was not found on your account.',
) {}

/** A TOTP code of a step already accepted (or older): a code works once, even within its 30 seconds. */
export class CodeAlreadyUsed extends domainError(
  'invalid',
  'That code was already used. Wait for the next code in your authenticator app.',
) {}

export function decide(command: SecondFactorCommand, state: SecondFactors): SecondFactorEvent[] {
  const { userId, now } = command.data;
  const at = now.toISOString();
  switch (command.type) {
    case 'AddFactor': {
      const { factor, factorId, totpStep } = command.data;
      if (state.factors.has(factorId)) return [];
      if (factor === 'totp' && [...state.factors.values()].includes('totp'))
        throw new AuthenticatorAlreadyOn();
      if (totpStep !== undefined && totpStep <= state.lastTotpStep) throw new CodeAlreadyUsed();
      const step = totpStep === undefined ? {} : { totpStep };
      return [{ type: 'MemberFactorAdded', data: { userId, factor, factorId, ...step, at } }];
    }
    case 'RemoveFactor': {
      const { factor, factorId } = command.data;
      if (state.factors.get(factorId) !== factor) throw new FactorNotFound();
      return [{ type: 'MemberFactorRemoved', data: { userId, factor, factorId, at } }];
    }
    case 'UseFactor': {
      const { factorId, purpose, totpStep } = command.data;
      const factor = state.factors.get(factorId);
      if (!factor) throw new FactorNotFound();
      if (totpStep !== undefined && totpStep <= state.lastTotpStep) throw new CodeAlreadyUsed();
      const step = totpStep === undefined ? {} : { totpStep };
      if (purpose === 'step-up')
        return [{ type: 'MemberSteppedUp', data: { userId, factor, factorId, ...step, at } }];
      return [{ type: 'MemberFactorUsed', data: { userId, factor, factorId, purpose, ...step, at } }];
    }
    case 'UseRecoveryCode':
      return [
        {
          type: 'MemberRecoveryCodeUsed',
          data: { userId, purpose: command.data.purpose, remaining: command.data.remaining, at },
        },
      ];
    case 'IssueRecoveryCodes':
      return [{ type: 'MemberRecoveryCodesIssued', data: { userId, count: command.data.count, at } }];
  }
}

export const secondFactorDecider: Decider<SecondFactorCommand, SecondFactors, SecondFactorEvent> = {
  initialState: () => noSecondFactors,
  evolve,
  decide,
};
