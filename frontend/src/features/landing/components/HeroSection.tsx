import { Link } from 'react-router-dom';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-sky" aria-hidden="true">
        <div className="hero-sun" />
        <div className="hero-horizon" />
      </div>
      <div className="hero-content">
        <p className="eyebrow eyebrow-light">Daily early-morning practice · NJ &amp; NYC</p>
        <h1 id="hero-title">Let's do Sadhana</h1>
        <p className="hero-lead">
          Before the city wakes, we gather to practise. A community for those who have learned the classical
          Hatha Yoga practices and want to keep them alive, every single morning.
        </p>
        <div className="hero-actions">
          <Link to="/signup" className="button-link button-saffron">
            Become a Member
          </Link>
          <a href="#schedule" className="button-link button-ghost-light">
            See the schedule
          </a>
        </div>
      </div>
    </section>
  );
}
