import type { SessionRoster } from '@sadhana/rules/admin-workspace';
import { waitlistLabel } from '@sadhana/rules/registration';
import { Button, Tag } from 'antd';
import styles from '../admin.module.css';
import { fullName } from '../lib/admin-format';

/** Those waiting for a place on the date, in their order, each as their card reads it ("Waitlisted · 1st"). */
export function RosterWaitlist({
  roster,
  onOpenUser,
}: {
  roster: SessionRoster;
  onOpenUser: (id: string) => void;
}) {
  if (roster.waitlist.length === 0) return null;
  return (
    <section aria-labelledby="roster-waitlist-title" className={styles.adminWaitlist}>
      <h4 id="roster-waitlist-title">Waitlist</h4>
      <ol className={styles.adminCards}>
        {roster.waitlist.map((entry) => (
          <li key={entry.userId} className={styles.adminWaitlistEntry}>
            <Button type="link" className={styles.adminNameLink} onClick={() => onOpenUser(entry.userId)}>
              {fullName(entry)}
            </Button>
            <span className={styles.adminEmail}>{entry.email}</span>
            <Tag>{waitlistLabel(entry.waitlistPosition)}</Tag>
          </li>
        ))}
      </ol>
    </section>
  );
}
