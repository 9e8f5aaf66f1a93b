import type { ReactNode } from 'react';
import sections from './sections.module.css';

interface LandingSectionProps {
  /** The section's anchor (/#schedule); its title is `${id}-title`. */
  id: string;
  className: string;
  /** The small line over the title. */
  eyebrow: string;
  /** The eyebrow in the light colour, for a section on a dark background. */
  lightEyebrow?: boolean;
  title: string;
  children: ReactNode;
}

/** A section of the landing page: an eyebrow line over its title, then its content. */
export function LandingSection({
  id,
  className,
  eyebrow,
  lightEyebrow,
  title,
  children,
}: LandingSectionProps) {
  return (
    <section id={id} className={`${sections.section} ${className}`} aria-labelledby={`${id}-title`}>
      <div className={sections.sectionInner}>
        <p className={lightEyebrow ? 'eyebrow eyebrow-light' : 'eyebrow'}>{eyebrow}</p>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
