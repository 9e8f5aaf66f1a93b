import { Collapse } from 'antd';
import { Link } from 'react-router-dom';
import { FAQ_ENTRIES } from '../content/faq-entries';

const COLLAPSE_ITEMS = FAQ_ENTRIES.map((entry, index) => ({
  key: String(index + 1),
  label: entry.question,
  children: <p className="faq-answer">{entry.answer}</p>,
}));

export function FaqPage() {
  return (
    <article className="page page-reading faq-page" aria-labelledby="page-title">
      <title>FAQ · Sadhana</title>
      <h1 id="page-title">Frequently Asked Questions</h1>
      <p className="lead">About the membership, the daily sessions and how to prepare.</p>
      <Collapse items={COLLAPSE_ITEMS} className="faq-list" />
      <p className="muted faq-more">
        The full terms are on our <Link to="/privacy">Privacy &amp; TOC</Link> page.
      </p>
    </article>
  );
}
