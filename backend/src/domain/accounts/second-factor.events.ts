import type { SecondFactorKind } from '@sadhana/rules/api';

/**
 * Second-factor events on the member stream `member-<userId>`: ids and kinds only, never a secret,
 * a code or a credential (those stay in the passkeys, totp_authenticators and recovery_codes tables).
 */
export type { SecondFactorKind };

/** What a check of a factor was for: the whole sign-in (a passkey alone), the second step of one, or a step-up. */
export type FactorCheckPurpose = 'sign-in' | 'second-factor' | 'step-up';

/** `totpStep`: an authenticator app is confirmed with a code, which is then used up like any other. */
export type MemberFactorAdded = {
  type: 'MemberFactorAdded';
  data: { userId: string; factor: SecondFactorKind; factorId: string; totpStep?: number; at: string };
};

export type MemberFactorRemoved = {
  type: 'MemberFactorRemoved';
  data: { userId: string; factor: SecondFactorKind; factorId: string; at: string };
};

/** A factor was checked, for a sign-in or its second step. `totpStep`: the 30-second step its code was for. */
export type MemberFactorUsed = {
  type: 'MemberFactorUsed';
  data: {
    userId: string;
    factor: SecondFactorKind;
    factorId: string;
    purpose: Exclude<FactorCheckPurpose, 'step-up'>;
    totpStep?: number;
    at: string;
  };
};

/** A fresh check before a destructive action (an admin's delete, a member removing a factor). */
export type MemberSteppedUp = {
  type: 'MemberSteppedUp';
  data: { userId: string; factor: SecondFactorKind; factorId: string; totpStep?: number; at: string };
};

/** One of the ten recovery codes stood in for a factor; `remaining` unused ones are left. */
export type MemberRecoveryCodeUsed = {
  type: 'MemberRecoveryCodeUsed';
  data: { userId: string; purpose: Exclude<FactorCheckPurpose, 'sign-in'>; remaining: number; at: string };
};

/** A new set of recovery codes replaced any earlier one. */
export type MemberRecoveryCodesIssued = {
  type: 'MemberRecoveryCodesIssued';
  data: { userId: string; count: number; at: string };
};

export type SecondFactorEvent =
  | MemberFactorAdded
  | MemberFactorRemoved
  | MemberFactorUsed
  | MemberSteppedUp
  | MemberRecoveryCodeUsed
  | MemberRecoveryCodesIssued;

export const secondFactorEventTypes = [
  'MemberFactorAdded',
  'MemberFactorRemoved',
  'MemberFactorUsed',
  'MemberSteppedUp',
  'MemberRecoveryCodeUsed',
  'MemberRecoveryCodesIssued',
] as const satisfies readonly SecondFactorEvent['type'][];
