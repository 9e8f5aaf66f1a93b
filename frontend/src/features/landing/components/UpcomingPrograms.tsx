import type { ProgramView } from '@sadhana/rules/programs';
import { SiteLink } from '../../../components/layout/site-navigation';
import { ProgramGrid } from '../../../components/programs/ProgramGrid';
import { ProgramSummary } from '../../../components/programs/ProgramSummary';
import styles from './UpcomingPrograms.module.css';

/** GET /api/workshops: undefined while it loads; a failed call gives an empty list. */
export type LandingPrograms = readonly ProgramView[] | undefined;

/**
 * The upcoming programs of one kind, from data. The list fills in after hydration inside a slot whose
 * height is reserved beforehand, so the sections below do not move when it arrives.
 */
export function UpcomingPrograms({
  programs,
  kind,
  title,
  empty,
}: {
  programs: LandingPrograms;
  kind: ProgramView['kind'];
  title: string;
  empty: string;
}) {
  const ofKind = programs?.filter((program) => program.kind === kind);
  return (
    <div className={styles.upcomingSlot} data-testid={`upcoming-${kind}s`}>
      <h3 className={styles.upcomingTitle}>{title}</h3>
      {!ofKind ? (
        <p className={styles.upcomingStatus} role="status" data-upcoming-status>
          Loading upcoming dates...
        </p>
      ) : ofKind.length === 0 ? (
        <p className={styles.upcomingStatus} data-upcoming-status>
          {empty}
        </p>
      ) : (
        <ProgramGrid>
          {ofKind.map((program) => (
            <li key={program.id}>
              <ProgramSummary
                program={program}
                headingLevel={4}
                action={
                  <SiteLink
                    to={`/programs#program-${program.id}`}
                    className="button-link button-primary button-small"
                  >
                    {program.placesLeft === 0 ? 'See details' : 'Book a place'}
                    <span className="visually-hidden"> in {program.title}</span>
                  </SiteLink>
                }
              />
            </li>
          ))}
        </ProgramGrid>
      )}
    </div>
  );
}
