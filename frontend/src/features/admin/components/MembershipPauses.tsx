import type { MembershipKind, MembershipPauseEntry } from '@sadhana/rules/admin-workspace';
import { PAUSE_WEEK_CHOICES, weeksInWords } from '@sadhana/rules/membership-pause';
import { App, Button, Select } from 'antd';
import { useState } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import styles from '../admin.module.css';
import { usePauseMemberMembership } from '../api/pause-member-membership';
import { useResumeMemberMembership } from '../api/resume-member-membership';
import { formatDate } from '../lib/admin-format';
import { RefusalAlert } from './RefusalAlert';

/**
 * A paid membership's pauses while away: the list, and for the admin Pause (1 to 8 weeks from today)
 * while it runs, or Resume while it is paused. Both move the member's payment: a fresh second factor.
 */
export function MembershipPauses({
  userId,
  kind,
  pausedUntil,
  pauses,
}: {
  userId: string;
  kind: MembershipKind;
  pausedUntil: string | null;
  pauses: MembershipPauseEntry[];
}) {
  if (kind !== 'paid' && kind !== 'paused' && pauses.length === 0) return null;
  return (
    <section
      className={styles.adminComplimentary}
      aria-labelledby="pauses-title"
      data-testid="membership-pauses"
    >
      <h4 id="pauses-title">Pause while away</h4>
      {pausedUntil && <p data-testid="member-paused-until">Paused until {formatDate(pausedUntil)}</p>}
      {pauses.length === 0 ? (
        <p className={styles.adminFeeEmpty}>No pause yet.</p>
      ) : (
        <ul className={styles.adminFeeLines} aria-label="Pauses">
          {pauses.map((pause) => (
            <li key={pause.pauseId} className={styles.adminFeeLine}>
              <div className={styles.adminFeeWhat}>
                <strong>
                  {formatDate(pause.from)} to {formatDate(pause.until)} ({weeksInWords(pause.weeks)})
                </strong>
                <span className={styles.adminEmail}>
                  {pause.pausedByMember
                    ? 'Paused by the member'
                    : `Paused by ${pause.pausedByEmail ?? 'an admin'}`}
                </span>
                {pause.resumedOn && <span>Resumed on {formatDate(pause.resumedOn)}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {kind === 'paid' && <PauseForMember userId={userId} />}
      {kind === 'paused' && <ResumeForMember userId={userId} />}
    </section>
  );
}

function PauseForMember({ userId }: { userId: string }) {
  const { notification } = App.useApp();
  const pause = usePauseMemberMembership(userId);
  const withStepUp = useStepUp();
  const [weeks, setWeeks] = useState(2);
  const submit = () =>
    withStepUp(() => pause.mutateAsync(weeks)).then(
      ({ pausedUntil }) =>
        notification.success({
          title: 'Membership paused',
          description: pausedUntil ? `Paused until ${formatDate(pausedUntil)}.` : undefined,
        }),
      (error: unknown) => console.warn('Pausing a membership failed', { userId, weeks, error }),
    );
  return (
    <div className={styles.adminPauseControls}>
      <label htmlFor={`pause-weeks-${userId}`}>Pause for</label>
      <Select
        id={`pause-weeks-${userId}`}
        value={weeks}
        onChange={setWeeks}
        options={PAUSE_WEEK_CHOICES.map((choice) => ({ value: choice, label: weeksInWords(choice) }))}
        className={styles.adminPauseWeeks}
      />
      <Button onClick={submit} loading={pause.isPending} className={styles.adminWrapButton}>
        Pause membership
      </Button>
      <RefusalAlert error={pause.error} fallback="Could not pause the membership. Please try again." />
    </div>
  );
}

function ResumeForMember({ userId }: { userId: string }) {
  const { notification } = App.useApp();
  const resume = useResumeMemberMembership(userId);
  const withStepUp = useStepUp();
  const submit = () =>
    withStepUp(() => resume.mutateAsync()).then(
      () => notification.success({ title: 'Membership resumed' }),
      (error: unknown) => console.warn('Resuming a membership failed', { userId, error }),
    );
  return (
    <div className={styles.adminPauseControls}>
      <Button type="primary" onClick={submit} loading={resume.isPending} className={styles.adminWrapButton}>
        Resume membership
      </Button>
      <RefusalAlert error={resume.error} fallback="Could not resume the membership. Please try again." />
    </div>
  );
}
