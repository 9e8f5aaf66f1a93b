import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../lib/external-links';
import styles from './QuickActions.module.css';

/** The profile's quick actions: the dashboard, workshops for members, and support by mail. */
export function QuickActions({ member }: { member: boolean }) {
  return (
    <nav className={styles.profileQuickActions} aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick Actions</h2>
      <ul>
        <li>
          <Link to="/dashboard" className="button-link button-primary button-small">
            View Dashboard
          </Link>
        </li>
        {member && (
          <li>
            <Link to="/programs" className={`button-link button-small ${styles.profileSecondaryLink}`}>
              Browse Workshops
            </Link>
          </li>
        )}
        <li>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className={`button-link button-small ${styles.profileSecondaryLink}`}
          >
            Contact Support
          </a>
        </li>
      </ul>
    </nav>
  );
}
