import { ExternalLink } from '../../../components/ExternalLink';
import { QUOTE_ARTICLE_URL } from '../../../lib/external-links';
import styles from './QuoteSection.module.css';
import sections from './sections.module.css';

export function QuoteSection() {
  return (
    <section className={`${sections.section} ${styles.quoteSection}`} aria-labelledby="quote-title">
      <h2 id="quote-title" className="visually-hidden">
        Why we practise daily
      </h2>
      <figure className={styles.quote}>
        <blockquote>
          <p>
            Practice becomes firmly grounded when it is pursued for a long time, without interruption, and
            with devotion.
          </p>
        </blockquote>
        <figcaption>
          Patanjali, Yoga Sutras 1.14 ·{' '}
          <ExternalLink href={QUOTE_ARTICLE_URL}>Read: What is sadhana?</ExternalLink>
        </figcaption>
      </figure>
    </section>
  );
}
