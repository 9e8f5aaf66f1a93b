import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import type { SecondFactorEvent } from './second-factor.events.js';
import {
  AuthenticatorAlreadyOn,
  CodeAlreadyUsed,
  decide,
  evolve,
  FactorNotFound,
  noSecondFactors,
  type SecondFactorCommand,
} from './second-factor.js';

const { now, at } = decidedAt('2026-11-24T12:00:00Z');
const given = deciderSpec({ initialState: () => noSecondFactors, evolve, decide });
const added = (factor: 'passkey' | 'totp', factorId: string): SecondFactorEvent => ({
  type: 'MemberFactorAdded',
  data: { userId: 'u1', factor, factorId, at },
});
const useTotp = (
  totpStep: number,
  purpose: 'second-factor' | 'step-up' = 'second-factor',
): SecondFactorCommand => ({
  type: 'UseFactor',
  data: { userId: 'u1', now, factorId: 't1', purpose, totpStep },
});

describe('second factors', () => {
  it('adds a factor once, and one authenticator app at most', () => {
    const add = (factor: 'passkey' | 'totp', factorId: string): SecondFactorCommand => ({
      type: 'AddFactor',
      data: { userId: 'u1', now, factor, factorId },
    });
    expect(given([]).when(add('totp', 't1'))()).toEqual([added('totp', 't1')]);
    expect(given([added('totp', 't1')]).when(add('totp', 't1'))()).toEqual([]);
    expect(given([added('totp', 't1')]).when(add('totp', 't2'))).toThrow(AuthenticatorAlreadyOn);
    expect(given([added('totp', 't1')]).when(add('passkey', 'p1'))()).toEqual([added('passkey', 'p1')]);
  });

  it('removes a factor it has, and refuses one it has not', () => {
    const remove: SecondFactorCommand = {
      type: 'RemoveFactor',
      data: { userId: 'u1', now, factor: 'passkey', factorId: 'p1' },
    };
    expect(given([added('passkey', 'p1')]).when(remove)()).toEqual([
      { type: 'MemberFactorRemoved', data: { userId: 'u1', factor: 'passkey', factorId: 'p1', at } },
    ]);
    expect(given([]).when(remove)).toThrow(FactorNotFound);
    expect(given([added('totp', 'p1')]).when(remove)).toThrow(FactorNotFound);
    expect(
      given([added('passkey', 'p1'), { type: 'MemberFactorRemoved', data: { factorId: 'p1' } }]).when(remove),
    ).toThrow(FactorNotFound);
  });

  it('accepts a TOTP step once: the same or an older step is refused, a later one accepted', () => {
    const history = [added('totp', 't1'), ...given([added('totp', 't1')]).when(useTotp(100))()];
    expect(history[1]).toEqual({
      type: 'MemberFactorUsed',
      data: { userId: 'u1', factor: 'totp', factorId: 't1', purpose: 'second-factor', totpStep: 100, at },
    });
    expect(given(history).when(useTotp(100))).toThrow(CodeAlreadyUsed);
    expect(given(history).when(useTotp(99, 'step-up'))).toThrow(CodeAlreadyUsed);
    expect(given(history).when(useTotp(101, 'step-up'))()).toEqual([
      { type: 'MemberSteppedUp', data: { userId: 'u1', factor: 'totp', factorId: 't1', totpStep: 101, at } },
    ]);
  });

  it('records a passkey check without a step, and refuses a factor that is not on', () => {
    const usePasskey: SecondFactorCommand = {
      type: 'UseFactor',
      data: { userId: 'u1', now, factorId: 'p1', purpose: 'sign-in' },
    };
    expect(given([added('passkey', 'p1')]).when(usePasskey)()).toEqual([
      {
        type: 'MemberFactorUsed',
        data: { userId: 'u1', factor: 'passkey', factorId: 'p1', purpose: 'sign-in', at },
      },
    ]);
    expect(given([]).when(usePasskey)).toThrow(FactorNotFound);
  });

  it('records recovery codes issued and used, with what is left', () => {
    expect(
      given([]).when({
        type: 'UseRecoveryCode',
        data: { userId: 'u1', now, purpose: 'step-up', remaining: 9 },
      })(),
    ).toEqual([
      { type: 'MemberRecoveryCodeUsed', data: { userId: 'u1', purpose: 'step-up', remaining: 9, at } },
    ]);
    expect(given([]).when({ type: 'IssueRecoveryCodes', data: { userId: 'u1', now, count: 10 } })()).toEqual([
      { type: 'MemberRecoveryCodesIssued', data: { userId: 'u1', count: 10, at } },
    ]);
  });
});
