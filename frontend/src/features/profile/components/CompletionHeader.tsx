import type { ProfileCompletion } from '../profile-user';
import styles from './CompletionHeader.module.css';

const NO_COMPLETION: ProfileCompletion = {
  percentage: 0,
  sections: { yogaExperience: false, goalPlanning: false, personalGoals: false },
};

const SECTIONS = [
  { key: 'yogaExperience', label: 'Experience' },
  { key: 'goalPlanning', label: 'Goals' },
  { key: 'personalGoals', label: 'Aspirations' },
] as const;

/** "Your Profile" with the completion bar, three section ticks and the 100% badge. */
export function CompletionHeader({ completion = NO_COMPLETION }: { completion?: ProfileCompletion }) {
  const { percentage, sections } = completion;
  return (
    <header className={styles.profileHeader}>
      <div className={styles.profileHeaderTitle}>
        <h1 id="page-title">Your Profile</h1>
        {percentage === 100 && (
          <span className={styles.profileCompleteBadge} data-testid="profile-complete">
            Profile Complete!
          </span>
        )}
      </div>
      <div className={styles.profileCompletion}>
        <div className={styles.profileCompletionLabel}>
          <span id="profile-completion-label">Profile Completion</span>
          <span data-testid="profile-completion-percentage">{percentage}%</span>
        </div>
        <div
          className={styles.profileCompletionTrack}
          role="progressbar"
          aria-labelledby="profile-completion-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          aria-valuetext={`${percentage}% complete`}
        >
          <div className={styles.profileCompletionFill} style={{ width: `${percentage}%` }} />
        </div>
        <ul className={styles.profileCompletionTicks} aria-label="Profile sections">
          {SECTIONS.map(({ key, label }) => (
            <li
              key={key}
              className={sections[key] ? styles.done : undefined}
              data-testid={`completion-${key}`}
            >
              <span aria-hidden="true" className={styles.tick}>
                {sections[key] ? '✓' : '○'}
              </span>
              {label}
              <span className="visually-hidden">{sections[key] ? ' (complete)' : ' (not complete)'}</span>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
