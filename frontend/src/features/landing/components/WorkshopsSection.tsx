import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { ExternalLink } from '../../../components/ExternalLink';
import { WORKSHOPS_URL } from '../../../lib/external-links';
import { WORKSHOPS } from '../content/workshops';

export function WorkshopsSection() {
  return (
    <section id="workshops" className="section workshops-section" aria-labelledby="workshops-title">
      <div className="section-inner">
        <p className="eyebrow">Start here</p>
        <h2 id="workshops-title">Weekend Workshops</h2>
        <p className="section-lead">
          Every practice we do together is first learned in a weekend workshop with a certified teacher.
          Newcomers begin here; members save {MEMBER_DISCOUNT_PERCENT}%.
        </p>
        <ul className="card-grid workshop-grid">
          {WORKSHOPS.map((workshop) => (
            <li key={workshop.name} className="info-card">
              <h3>{workshop.name}</h3>
              <p>{workshop.summary}</p>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <ExternalLink href={WORKSHOPS_URL}>See upcoming workshop dates</ExternalLink>
        </p>
      </div>
    </section>
  );
}
