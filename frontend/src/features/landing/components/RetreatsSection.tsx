import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { PAST_RETREATS } from '../content/retreats';

export function RetreatsSection() {
  return (
    <section id="retreats" className="section retreats-section" aria-labelledby="retreats-title">
      <div className="section-inner">
        <p className="eyebrow eyebrow-light">Beyond the studio</p>
        <h2 id="retreats-title">Retreats</h2>
        <p className="section-lead">
          Once in a while we take our practice somewhere quiet and far away. Members receive{' '}
          {MEMBER_DISCOUNT_PERCENT}% off every retreat.
        </p>
        <h3 className="retreats-subtitle">Past retreats</h3>
        <ul className="card-grid retreat-grid">
          {PAST_RETREATS.map((retreat) => (
            <li key={`${retreat.place}-${retreat.year}`} className="retreat-card">
              <p className="retreat-year">{retreat.year}</p>
              <h4>{retreat.place === 'Colombia' ? 'Colombia cultural festival' : retreat.place}</h4>
              <p>{retreat.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
