import { Link } from 'react-router-dom';
import { FAQ_ENTRIES } from '../content/faq-entries';

/**
 * The questions are native disclosures (<details>): the prerendered page opens them before its
 * script has loaded or hydrated, so a tap on a slow phone is never lost, and no component library
 * is needed for them.
 */
export function FaqPage() {
  return (
    <article className="page page-reading faq-page" aria-labelledby="page-title">
      <title>FAQ · Sadhana</title>
      <h1 id="page-title">Frequently Asked Questions</h1>
      <p className="lead">About the membership, the daily sessions and how to prepare.</p>
      <div className="faq-list">
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.question} className="faq-item">
            <summary className="faq-question">{entry.question}</summary>
            <p className="faq-answer">{entry.answer}</p>
          </details>
        ))}
      </div>
      <p className="muted faq-more">
        The full terms are on our <Link to="/privacy">Privacy &amp; TOC</Link> page.
      </p>
    </article>
  );
}
