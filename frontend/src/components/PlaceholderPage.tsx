import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PlaceholderPageProps {
  title: string;
  documentTitle?: string;
  children: ReactNode;
}

/** An honest stand-in for a screen that a later piece of work builds. */
export function PlaceholderPage({ title, documentTitle, children }: PlaceholderPageProps) {
  return (
    <section className="page page-narrow placeholder-page" aria-labelledby="page-title">
      <title>{`${documentTitle ?? title} · Sadhana`}</title>
      <h1 id="page-title">{title}</h1>
      <div className="placeholder-body">{children}</div>
      <p>
        <Link to="/">Return Home</Link>
      </p>
    </section>
  );
}
