import { Link } from 'react-router-dom';
import { FAQ_ENTRIES } from '../content/faq-entries';
import styles from './FaqPage.module.css';

/**
 * The questions are native disclosures (<details>): the prerendered page opens them before its
 * script has loaded or hydrated, so a tap on a slow phone is never lost, and no component library
 * is needed for them.
 */
export function FaqPage() {
  return (
    <article className="page page-reading" aria-labelledby="page-title">
      <title>FAQ · Sadhana</title>
      <h1 id="page-title">Frequently Asked Questions</h1>
      <p className="lead">About the membership, the daily sessions and how to prepare.</p>
      <div className={styles.faqList}>
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{entry.question}</summary>
            <p className={styles.faqAnswer}>{entry.answer}</p>
          </details>
        ))}
      </div>
      <p className={`muted ${styles.faqMore}`}>
        The full terms are on our <Link to="/privacy">Privacy &amp; TOC</Link> page.
      </p>
    </article>
  );
}
