import { PROGRAM_KIND_LABELS, type ProgramView } from '@sadhana/rules/programs';
import type { ReactNode } from 'react';
import { placesLeftLabel, programDates, programPrice } from '../../lib/program-format';
import styles from './ProgramSummary.module.css';

/**
 * A program as every list shows it (the landing page, /programs): its kind, title, dates (Eastern),
 * place, price and member price, and the places left. `action` is what the list offers (a link, a
 * booking button); `headingLevel` fits the heading into the page's outline.
 */
export function ProgramSummary({
  program,
  headingLevel = 3,
  action,
  children,
}: {
  program: ProgramView;
  headingLevel?: 3 | 4;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const places = placesLeftLabel(program.placesLeft);
  return (
    <article
      className={styles.programSummary}
      aria-labelledby={`program-${program.id}`}
      data-testid="program"
    >
      <p className={styles.programKind}>{PROGRAM_KIND_LABELS[program.kind]}</p>
      <Heading id={`program-${program.id}`} className={styles.programTitle}>
        {program.title}
      </Heading>
      <p className={styles.programWhen}>{programDates(program)}</p>
      <p className={styles.programWhere}>{program.location}</p>
      <p className={styles.programPrices}>
        <span data-testid="program-price">{programPrice(program.price)}</span>
        <span className={styles.programMemberPrice} data-testid="program-member-price">
          Members {programPrice(program.memberPrice)}
        </span>
      </p>
      {places && (
        <p
          className={program.placesLeft === 0 ? styles.programSoldOut : styles.programPlaces}
          data-testid="program-places"
        >
          {places}
        </p>
      )}
      {children}
      {action && <div className={styles.programAction}>{action}</div>}
    </article>
  );
}
