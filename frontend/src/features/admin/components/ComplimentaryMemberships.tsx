import type { ComplimentaryGrant } from '@sadhana/rules/admin-workspace';
import { App, Button, Tag } from 'antd';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import styles from '../admin.module.css';
import { useEndComplimentaryMembership } from '../api/end-complimentary-membership';
import { formatDate } from '../lib/admin-format';
import { GrantComplimentaryForm } from './GrantComplimentaryForm';
import { RefusalAlert } from './RefusalAlert';

/** Where a grant stands on `today` (an Eastern YYYY-MM-DD): the same words the list and End follow. */
function grantState(grant: ComplimentaryGrant, today: string): 'ended' | 'over' | 'upcoming' | 'running' {
  if (grant.endedOn) return 'ended';
  if (grant.until < today) return 'over';
  return grant.from > today ? 'upcoming' : 'running';
}

const STATE_TEXT = { ended: 'Ended', over: 'Over', upcoming: 'Upcoming', running: 'Running' } as const;

/** Memberships the studio gave (a gift, a scholarship): the list, a new grant, and End for one not over. */
export function ComplimentaryMemberships({
  userId,
  grants,
  today,
}: {
  userId: string;
  grants: ComplimentaryGrant[];
  today: string;
}) {
  const { modal, notification } = App.useApp();
  const end = useEndComplimentaryMembership(userId);
  // Ending one takes a membership away: the server asks for a fresh second factor.
  const withStepUp = useStepUp();
  const confirmEnd = (grant: ComplimentaryGrant, state: 'running' | 'upcoming') =>
    modal.confirm({
      title: 'End complimentary membership',
      // One not yet begun is ended before its first day: it gives no day at all.
      content:
        state === 'running'
          ? `End the complimentary membership of ${formatDate(grant.from)} to ${formatDate(grant.until)} today?`
          : `Cancel the complimentary membership of ${formatDate(grant.from)} to ${formatDate(grant.until)}? It will not begin.`,
      okText: 'End membership',
      okButtonProps: { danger: true },
      onOk: () =>
        withStepUp(() => end.mutateAsync(grant.grantId)).then(
          () => notification.success({ title: 'Complimentary membership ended' }),
          (error: unknown) =>
            console.warn('Ending a complimentary membership failed', {
              userId,
              grantId: grant.grantId,
              error,
            }),
        ),
    });
  return (
    <section className={styles.adminComplimentary} aria-labelledby="complimentary-title">
      <h4 id="complimentary-title">Complimentary membership</h4>
      {grants.length === 0 ? (
        <p className={styles.adminFeeEmpty}>No complimentary membership yet.</p>
      ) : (
        <ul className={styles.adminFeeLines} aria-label="Complimentary memberships">
          {grants.map((grant) => {
            const state = grantState(grant, today);
            return (
              <li key={grant.grantId} className={styles.adminFeeLine} data-testid={`grant-${grant.grantId}`}>
                <div className={styles.adminFeeWhat}>
                  <strong>
                    {formatDate(grant.from)} to {formatDate(grant.until)}
                  </strong>
                  <span className={styles.adminEmail}>{grant.reason}</span>
                  <span className={styles.adminEmail}>Granted by {grant.grantedByEmail ?? 'the studio'}</span>
                  {grant.endedOn && <span>Ended on {formatDate(grant.endedOn)}</span>}
                </div>
                <div className={styles.adminFeeActions}>
                  <Tag className={state === 'running' ? styles.adminTagGreen : undefined}>
                    {STATE_TEXT[state]}
                  </Tag>
                  {(state === 'running' || state === 'upcoming') && (
                    <Button
                      size="small"
                      danger
                      onClick={() => confirmEnd(grant, state)}
                      loading={end.isPending}
                    >
                      End
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <RefusalAlert
        error={end.error}
        fallback="Could not end the complimentary membership. Please try again."
      />
      <GrantComplimentaryForm userId={userId} today={today} />
    </section>
  );
}
