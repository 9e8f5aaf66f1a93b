import { GOOGLE_SIGN_IN_URL } from '../../../lib/navigation';
import { useAuthProviders } from '../api/get-auth-providers';
import styles from '../auth.module.css';
import { OrDivider } from './AuthCard';

/**
 * A full-page link to the server's Google flow, styled as a button, and the "or" that parts it from the
 * form. A server without a Google client id still runs: members see no Google button at all then (a
 * disabled one only told them about the server). Nothing is shown while the answer is on its way.
 */
export function GoogleSignIn({ label }: { label: string }) {
  const providers = useAuthProviders();
  if (providers.data?.google !== true) return null;
  return (
    <>
      <a className={styles.authGoogleButton} href={GOOGLE_SIGN_IN_URL}>
        <GoogleLogo />
        <span>{label}</span>
      </a>
      <OrDivider />
    </>
  );
}

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" width="20" height="20" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
