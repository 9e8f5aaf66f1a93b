import type { SecondFactorMethod } from '@sadhana/rules/api';
import type { EntityManager } from 'typeorm';
import { unusedRecoveryCodes } from './recovery-codes.js';

/** The factors an account can check with now: its kinds on, and recovery codes while any is left. */
export async function secondFactorMethodsOf(
  db: Pick<EntityManager, 'query'>,
  user: { id: string; secondFactors: readonly SecondFactorMethod[] },
): Promise<SecondFactorMethod[]> {
  const methods = [...user.secondFactors];
  if (methods.length > 0 && (await unusedRecoveryCodes(db, user.id)) > 0) methods.push('recovery-code');
  return methods;
}
