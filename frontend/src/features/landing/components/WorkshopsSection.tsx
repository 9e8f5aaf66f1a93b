import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { ExternalLink } from '../../../components/ExternalLink';
import { WORKSHOPS_URL } from '../../../lib/external-links';
import { WORKSHOPS } from '../content/workshops';
import { LandingSection } from './LandingSection';
import sections from './sections.module.css';
import styles from './WorkshopsSection.module.css';

export function WorkshopsSection() {
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
      <ul className={`${sections.cardGrid} ${styles.workshopGrid}`}>
        {WORKSHOPS.map((workshop) => (
          <li key={workshop.name} className={styles.infoCard}>
            <h3>{workshop.name}</h3>
            <p>{workshop.summary}</p>
          </li>
        ))}
      </ul>
      <p className={sections.sectionMore}>
        <ExternalLink href={WORKSHOPS_URL}>See upcoming workshop dates</ExternalLink>
      </p>
    </LandingSection>
  );
}
