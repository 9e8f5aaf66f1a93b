import { ExternalLink } from '../../../components/ExternalLink';
import { QUOTE_ARTICLE_URL } from '../../../lib/external-links';

export function QuoteSection() {
  return (
    <section className="section quote-section" aria-labelledby="quote-title">
      <h2 id="quote-title" className="visually-hidden">
        Why we practise daily
      </h2>
      <figure className="quote">
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
