import { SiteLink } from '../../../components/layout/site-navigation';
import styles from './HeroSection.module.css';

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroSky} aria-hidden="true">
        <div className={styles.heroSun} />
        <svg
          className={styles.heroHorizon}
          viewBox="0 0 1440 120"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M0 70 C 240 20 420 30 640 62 C 860 94 1080 40 1440 58 L 1440 120 L 0 120 Z"
            fill="#3a2f6b"
          />
          <path
            d="M0 96 C 300 66 560 70 760 90 C 980 112 1200 80 1440 88 L 1440 120 L 0 120 Z"
            fill="#f3eadb"
          />
        </svg>
      </div>
      <div className={styles.heroContent}>
        <p className="eyebrow eyebrow-light">Early-morning practice · NJ &amp; NYC</p>
        <h1 id="hero-title">Let's do Sadhana</h1>
        <p className={styles.heroLead}>
          Before the city wakes, we gather to practise. A community for those who have learned the classical
          Hatha Yoga practices and want to keep them alive, every single morning.
        </p>
        <div className={styles.heroActions}>
          <SiteLink to="/signup" className="button-link button-saffron">
            Become a Member
          </SiteLink>
          <a href="#schedule" className="button-link button-ghost-light">
            See the schedule
          </a>
        </div>
      </div>
    </section>
  );
}
