import type { Practice } from '../../../lib/api/get-practices';
import { LandingSection } from './LandingSection';
import { PracticeEntry } from './PracticeEntry';
import { weekendOrder } from './practice-time';
import styles from './ScheduleSection.module.css';

/** GET /api/practices: undefined while it loads; a failed call gives an empty list. */
export type LandingPractices = readonly Practice[] | undefined;

function ScheduleBody({ practices }: { practices: LandingPractices }) {
  if (!practices) return <p className={styles.scheduleStatus}>Loading practice schedule...</p>;

  if (practices.length === 0) {
    return <p className={styles.scheduleStatus}>Practice schedule will be available soon.</p>;
  }

  const weekday = practices.filter((p) => !p.isWeekend).sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  const weekend = practices
    .filter((p) => p.isWeekend)
    .sort((a, b) => weekendOrder(a.dayOfWeek) - weekendOrder(b.dayOfWeek));

  return (
    <div className={styles.scheduleCards}>
      {weekday.length > 0 && (
        <article className={styles.scheduleCard} aria-labelledby="weekday-title">
          <h3 id="weekday-title">Weekday Sessions</h3>
          <ul className={styles.practiceList} data-testid="weekday-practices">
            {weekday.map((practice) => (
              <PracticeEntry key={practice.id} practice={practice} showEarlyStart />
            ))}
          </ul>
        </article>
      )}
      {weekend.length > 0 && (
        <article
          className={`${styles.scheduleCard} ${styles.scheduleCardWeekend}`}
          aria-labelledby="weekend-title"
        >
          <h3 id="weekend-title">Weekend Extended Practice</h3>
          <ul className={styles.practiceList} data-testid="weekend-practices">
            {weekend.map((practice) => (
              <PracticeEntry key={practice.id} practice={practice} showEarlyStart={false} />
            ))}
          </ul>
        </article>
      )}
    </div>
  );
}

export function ScheduleSection({ practices }: { practices: LandingPractices }) {
  return (
    <LandingSection
      id="schedule"
      className={styles.scheduleSection}
      eyebrow="Eastern time"
      title="Practice Schedule"
    >
      <p className={styles.scheduleSummary}>
        <span>Mon-Wed 5:00-6:00 AM</span> · <span>Thu-Fri 4:30-6:00 AM</span> ·{' '}
        <span>Sat-Sun 4:30-6:45 AM</span>
      </p>
      <div className={styles.scheduleRule} role="note">
        <p>
          <strong>Weekday sessions are for practitioners who have already learned the practices</strong> and
          do them regularly. We do not teach the practices in these sessions.
        </p>
        <p>
          New to the practices? Please attend a <a href="#workshops">weekend workshop</a> first.
        </p>
      </div>
      <ScheduleBody practices={practices} />
      <p className={styles.guruPooja}>
        Optional Guru Pooja &amp; Chant, 6:15-6:40 AM, for those who wish to stay after practice.
      </p>
    </LandingSection>
  );
}
