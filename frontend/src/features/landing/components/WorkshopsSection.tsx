import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { SiteLink } from '../../../components/layout/site-navigation';
import { WORKSHOPS } from '../content/workshops';
import { LandingSection } from './LandingSection';
import sections from './sections.module.css';
import { type LandingPrograms, UpcomingPrograms } from './UpcomingPrograms';
import styles from './WorkshopsSection.module.css';

export function WorkshopsSection({ programs }: { programs: LandingPrograms }) {
  return (
    <LandingSection
      id="workshops"
      className={styles.workshopsSection}
      eyebrow="Start here"
      title="Weekend Workshops"
    >
      <p className={sections.sectionLead}>
        Every practice we do together is first learned in a weekend workshop with a certified teacher.
        Newcomers begin here; members save {MEMBER_DISCOUNT_PERCENT}%.
      </p>
      <ul className={`${sections.cardGrid} ${styles.workshopGrid}`} data-testid="workshop-practices">
        {WORKSHOPS.map((workshop) => (
          <li key={workshop.name} className={styles.infoCard}>
            <h3>{workshop.name}</h3>
            <p>{workshop.summary}</p>
          </li>
        ))}
      </ul>
      <UpcomingPrograms
        programs={programs}
        kind="workshop"
        title="Upcoming workshops"
        empty="New workshop dates will be announced soon."
      />
      <p className={sections.sectionMore}>
        <SiteLink to="/programs">See all programs and book</SiteLink>
      </p>
    </LandingSection>
  );
}
