import type { ReactNode } from 'react';
import screen from './screen.module.css';

/**
 * One card of the dashboard's row: an article named by its heading. `name` is its test id and, with
 * `-title`, its heading's id.
 */
export function DashCard({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <article className={screen.dashCard} aria-labelledby={`${name}-title`} data-testid={name}>
      <h2 id={`${name}-title`} className={screen.dashCardTitle}>
        {title}
      </h2>
      {children}
    </article>
  );
}
