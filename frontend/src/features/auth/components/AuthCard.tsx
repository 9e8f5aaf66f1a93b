import type { ReactNode } from 'react';
import styles from '../auth.module.css';

interface AuthCardProps {
  title: string;
  /** The browser tab's title, where it differs from the heading (e.g. "Sign In" for "Welcome Back"). */
  documentTitle?: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and password screens: one card, phone-first. */
export function AuthCard({ title, documentTitle = title, subtitle, children }: AuthCardProps) {
  return (
    <section className={`page page-narrow ${styles.authPage}`} aria-labelledby="page-title">
      <title>{`${documentTitle} · Sadhana`}</title>
      <div className={styles.authCard}>
        <h1 id="page-title">{title}</h1>
        {subtitle && <p className={styles.authSubtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

export function OrDivider() {
  return (
    <div className={styles.authDivider}>
      <span>or</span>
    </div>
  );
}
