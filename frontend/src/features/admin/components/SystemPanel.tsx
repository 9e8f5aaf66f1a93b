import { systemNotices } from '@sadhana/rules/system-status';
import { Alert } from 'antd';
import { formatEasternTimestamp } from '../../../lib/eastern-time';
import styles from '../admin.module.css';
import { useSystemStatus } from '../api/get-system-status';

/**
 * The System panel: whether the statistics are up to date, behind (since when, should a record not
 * apply), being rebuilt (how far), and the last rebuild, in the owner's words. Quiet when all is well.
 */
export function SystemPanel() {
  const status = useSystemStatus();
  if (status.isError) {
    return (
      <section className={styles.systemPanel} aria-labelledby="system-title">
        <h2 id="system-title" className={styles.systemTitle}>
          System
        </h2>
        <Alert
          type="warning"
          showIcon
          title="The system's state could not be read. It is asked again shortly."
        />
      </section>
    );
  }
  if (!status.data) return null;
  const notices = systemNotices(status.data, formatEasternTimestamp);
  return (
    <section className={styles.systemPanel} aria-labelledby="system-title">
      <h2 id="system-title" className={styles.systemTitle}>
        System
      </h2>
      <ul className={styles.systemNotices}>
        {notices.map((notice) => (
          <li key={notice.text}>
            <Alert type={notice.tone} showIcon title={notice.text} description={notice.detail} />
          </li>
        ))}
      </ul>
    </section>
  );
}
