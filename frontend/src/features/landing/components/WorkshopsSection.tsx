import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { ExternalLink } from '../../../components/ExternalLink';
import { WORKSHOPS_URL } from '../../../lib/external-links';
import { WORKSHOPS } from '../content/workshops';
import sections from './sections.module.css';
import styles from './WorkshopsSection.module.css';

export function WorkshopsSection() {
  return (
    <section
      id="workshops"
      className={`${sections.section} ${styles.workshopsSection}`}
      aria-labelledby="workshops-title"
    >
      <div className={sections.sectionInner}>
        <p className="eyebrow">Start here</p>
        <h2 id="workshops-title">Weekend Workshops</h2>
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
      </div>
    </section>
  );
}
