import { useState } from 'react';
import { AdminPage } from '../../features/admin/routes/AdminPage';
import { ProgramsTab } from '../../features/programs-admin/components/ProgramsTab';
import { SecondFactorWalkthrough } from '../../features/security/components/SecondFactorWalkthrough';
import { useSignInState } from '../../lib/api/current-user-query';

const hasSecondFactor = (factors: readonly string[] | undefined) =>
  factors !== undefined && factors.length > 0;

/**
 * /admin for an admin (RequireAdmin guards it): the dashboard once the account has a second factor,
 * until then the walkthrough that adds one (the server refuses every admin call before that). A
 * walkthrough under way stays until its end, though the factor is on from its confirmation: the
 * recovery codes are shown only there, once.
 */
export function AdminEntryPage() {
  const { user } = useSignInState();
  const [walkingThrough, setWalkingThrough] = useState(() => !hasSecondFactor(user?.secondFactors));
  return walkingThrough || !hasSecondFactor(user?.secondFactors) ? (
    <SecondFactorWalkthrough onDone={() => setWalkingThrough(false)} />
  ) : (
    <AdminPage moreTabs={[{ key: 'programs', label: 'Programs', children: <ProgramsTab /> }]} />
  );
}
