import type { ReactNode } from 'react';
import '../auth.css';

interface AuthCardProps {
  title: string;
  documentTitle: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and password screens: one card, phone-first. */
export function AuthCard({ title, documentTitle, subtitle, children }: AuthCardProps) {
  return (
    <section className="page page-narrow auth-page" aria-labelledby="page-title">
      <title>{`${documentTitle} · Sadhana`}</title>
      <div className="auth-card">
        <h1 id="page-title">{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

export function OrDivider() {
  return (
    <div className="auth-divider">
      <span>or</span>
    </div>
  );
}
