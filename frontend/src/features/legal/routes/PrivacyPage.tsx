import type { LegalSection } from '../content/terms-sections';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '../content/terms-sections';
import styles from './PrivacyPage.module.css';

function NumberedSection({ number, section }: { number: number; section: LegalSection }) {
  const headingId = `section-${number}`;
  return (
    <section aria-labelledby={headingId} className={styles.legalSection}>
      <h3 id={headingId}>
        {number}. {section.title}
      </h3>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PrivacyPage() {
  const privacyOffset = TERMS_SECTIONS.length;
  return (
    <article className={`page page-reading ${styles.legalPage}`} aria-labelledby="page-title">
      <title>Privacy &amp; TOC · Sadhana</title>
      <h1 id="page-title">Privacy &amp; TOC</h1>
      <p className="muted">Last updated November 1, 2026</p>
      <section aria-labelledby="terms-title">
        <h2 id="terms-title">Terms &amp; Conditions</h2>
        {TERMS_SECTIONS.map((section, index) => (
          <NumberedSection key={section.title} number={index + 1} section={section} />
        ))}
      </section>
      <section aria-labelledby="privacy-title">
        <h2 id="privacy-title">Privacy Policy</h2>
        {PRIVACY_SECTIONS.map((section, index) => (
          <NumberedSection key={section.title} number={privacyOffset + index + 1} section={section} />
        ))}
      </section>
    </article>
  );
}
