import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { PAST_RETREATS } from '../content/retreats';
import { LandingSection } from './LandingSection';
import styles from './RetreatsSection.module.css';
import sections from './sections.module.css';
import { type LandingPrograms, UpcomingPrograms } from './UpcomingPrograms';

export function RetreatsSection({ programs }: { programs: LandingPrograms }) {
  return (
    <LandingSection
      id="retreats"
      className={styles.retreatsSection}
      eyebrow="Beyond the studio"
      lightEyebrow
      title="Retreats"
    >
      <p className={`${sections.sectionLead} ${styles.retreatsLead}`}>
        Once in a while we take our practice somewhere quiet and far away. Members receive{' '}
        {MEMBER_DISCOUNT_PERCENT}% off every retreat.
      </p>
      <div className={styles.upcomingRetreats}>
        <UpcomingPrograms
          programs={programs}
          kind="retreat"
          title="Upcoming retreats"
          empty="The next retreat will be announced here."
        />
      </div>
      <h3 className={styles.retreatsSubtitle}>Past retreats</h3>
      <ul className={`${sections.cardGrid} ${styles.retreatGrid}`} data-testid="past-retreats">
        {PAST_RETREATS.map((retreat) => (
          <li key={`${retreat.place}-${retreat.year}`} className={styles.retreatCard}>
            <p className={styles.retreatYear}>{retreat.year}</p>
            <h4>{retreat.place === 'Colombia' ? 'Colombia cultural festival' : retreat.place}</h4>
            <p>{retreat.summary}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
