import { App, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import styles from './CalendarFeedCard.module.css';
import { ErrorLine, LoadingLine } from './QueryState';
import screen from './screen.module.css';

/**
 * The private calendar (ICS) feed of the user's registered sessions. Its URL is shown once, right
 * after it is made; a new link replaces the old one, and the feed can be turned off.
 */
export function CalendarFeedCard() {
  const { modal, notification } = App.useApp();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [freshUrl, setFreshUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const urlFieldId = useId();

  function makeLink() {
    create.mutate(undefined, {
      onSuccess: ({ url }) => {
        setFreshUrl(url);
        setCopied(false);
      },
      onError: () =>
        notification.error({
          title: 'Error',
          description: 'Failed to create your calendar link. Please try again.',
        }),
    });
  }

  function confirmRevoke() {
    modal.confirm({
      title: 'Turn off calendar feed',
      content: 'Your calendar link will stop working. Calendar apps subscribed to it will no longer update.',
      okText: 'Turn Off',
      okButtonProps: { danger: true },
      cancelText: 'Keep It',
      onOk: () =>
        revoke.mutate(undefined, {
          onSuccess: () => {
            setFreshUrl(null);
            notification.success({
              title: 'Calendar feed turned off',
              description: 'The link no longer works.',
            });
          },
          onError: () =>
            notification.error({
              title: 'Error',
              description: 'Failed to turn off your calendar feed. Please try again.',
            }),
        }),
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      notification.error({ title: 'Copy failed', description: 'Select the link and copy it yourself.' });
    }
  }

  return (
    <section className={screen.dashPanel} aria-labelledby="calendar-feed-title" data-testid="calendar-feed">
      <h2 id="calendar-feed-title">Calendar Feed</h2>
      <p className={`muted ${screen.panelLead}`}>
        Subscribe from your calendar app to see the sessions you have registered for, kept up to date.
      </p>
      {feed.isPending ? (
        <LoadingLine>Loading your calendar feed...</LoadingLine>
      ) : feed.isError ? (
        <ErrorLine onRetry={() => void feed.refetch()}>We could not load your calendar feed.</ErrorLine>
      ) : (
        <>
          {freshUrl && (
            <div className={styles.feedUrl}>
              <label htmlFor={urlFieldId}>Your private calendar link</label>
              <div className={styles.feedUrlRow}>
                <Input id={urlFieldId} value={freshUrl} readOnly onFocus={(event) => event.target.select()} />
                <Button onClick={() => void copy(freshUrl)}>Copy link</Button>
              </div>
              <p className={styles.feedNote} aria-live="polite">
                {copied ? 'Copied. ' : ''}
                Anyone with this link can see your practice schedule. It is shown only now: copy it into your
                calendar app.
              </p>
            </div>
          )}
          {!freshUrl && feed.data.active && (
            <p className={styles.feedState}>
              Your calendar feed is on. For safety its link is shown only once; make a new link if you need it
              again (the old one stops working).
            </p>
          )}
          <div className={screen.dashCardActions}>
            <Button
              type={feed.data.active ? 'default' : 'primary'}
              onClick={makeLink}
              loading={create.isPending}
            >
              {feed.data.active ? 'Make a New Link' : 'Create Calendar Link'}
            </Button>
            {feed.data.active && (
              <Button danger onClick={confirmRevoke} loading={revoke.isPending}>
                Turn Off
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
