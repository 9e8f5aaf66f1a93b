import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <section className={`page page-narrow ${styles.notFound}`} aria-labelledby="page-title">
      <title>A Pause in the Path · Sadhana</title>
      <svg className={styles.notFoundArt} viewBox="0 0 120 60" aria-hidden="true" focusable="false">
        <circle cx="60" cy="46" r="22" fill="#f0a04b" opacity="0.85" />
        <rect x="4" y="46" width="112" height="3" rx="1.5" fill="#2b2760" />
      </svg>
      <h1 id="page-title">A Pause in the Path</h1>
      <p className="lead">This page is empty, but your journey isn't. Every detour opens a new direction.</p>
      <p>
        <Link to="/" className="button-link">
          Return Home
        </Link>
      </p>
    </section>
  );
}
