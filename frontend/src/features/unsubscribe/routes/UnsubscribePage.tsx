import { BAD_UNSUBSCRIBE_LINK_MESSAGE } from '@sadhana/rules/api';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../../lib/api-errors';
import { useUnsubscribe } from '../api/unsubscribe';
import styles from '../unsubscribe.module.css';

/** An answer, and the way to the profile's switch (which turns reminders back on, or off). */
function Outcome({ alert }: { alert: ReactNode }) {
  return (
    <>
      {alert}
      <Link to="/profile" className="button-link button-primary button-small">
        Go to your profile
      </Link>
    </>
  );
}

/**
 * Where a reminder mail's "To stop them" link leads, signed in or not. It asks first and unsubscribes
 * only on the button: mail scanners open links (GET) without anyone asking for it.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  // The server's refusal says why (a link that is not valid): asking again would be refused again.
  const refusal = unsubscribe.isError ? serverMessage(unsubscribe.error) : undefined;
  let body: ReactNode;
  if (!token) {
    // A link without its token cannot be ours: said without asking the server.
    body = <Outcome alert={<Alert type="error" showIcon title={BAD_UNSUBSCRIBE_LINK_MESSAGE} />} />;
  } else if (refusal) {
    body = <Outcome alert={<Alert type="error" showIcon title={refusal} />} />;
  } else if (unsubscribe.isSuccess) {
    body = (
      <Outcome alert={<Alert type="success" showIcon role="status" title={unsubscribe.data.message} />} />
    );
  } else {
    body = (
      <>
        <p>
          Session reminders are the mails before each session you register for, sent while you can still
          cancel it for free. Unsubscribing stops them; news of a place from the waitlist or of a cancelled
          class still comes.
        </p>
        <Button
          type="primary"
          size="large"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          Unsubscribe
        </Button>
        {unsubscribe.isError && (
          <Alert type="error" showIcon title="Reminders could not be turned off. Please try again." />
        )}
      </>
    );
  }

  return (
    <section className={`page page-narrow ${styles.unsubscribe}`} aria-labelledby="page-title">
      <title>Stop session reminders? · Sadhana</title>
      <h1 id="page-title">Stop session reminders?</h1>
      {body}
    </section>
  );
}
