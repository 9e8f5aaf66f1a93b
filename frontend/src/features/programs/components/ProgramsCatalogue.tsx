import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import type { ProgramView } from '@sadhana/rules/programs';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ProgramGrid } from '../../../components/programs/ProgramGrid';
import { ProgramSummary } from '../../../components/programs/ProgramSummary';
import { usePastPrograms, usePrograms } from '../../../lib/api/programs-query';
import { programYear } from '../../../lib/program-format';
import { type MyProgramBooking, useMyPrograms } from '../api/get-my-programs';
import { BookPlace } from './BookPlace';
import { MyPrograms } from './MyPrograms';
import type { PaymentSlot } from './payment-slot';
import styles from './programs.module.css';

function ProgramList({
  programs,
  bookings,
  signedIn,
  pay,
}: {
  programs: readonly ProgramView[];
  bookings: readonly MyProgramBooking[];
  signedIn: boolean | undefined;
  pay: PaymentSlot | null;
}) {
  const liveBooking = (programId: string) =>
    bookings.find(
      (booking) =>
        booking.programId === programId && (booking.status === 'paid' || booking.status === 'waiting'),
    );
  return (
    <ProgramGrid>
      {programs.map((program) => (
        <li key={program.id}>
          <ProgramSummary
            program={program}
            action={
              <BookPlace program={program} signedIn={signedIn} booking={liveBooking(program.id)} pay={pay} />
            }
          >
            {program.description && <p className={styles.programDescription}>{program.description}</p>}
          </ProgramSummary>
        </li>
      ))}
    </ProgramGrid>
  );
}

function Upcoming({
  kind,
  title,
  empty,
  ...list
}: {
  kind: ProgramView['kind'];
  title: string;
  empty: string;
  bookings: readonly MyProgramBooking[];
  signedIn: boolean | undefined;
  pay: PaymentSlot | null;
}) {
  const programs = usePrograms();
  const ofKind = programs.data?.filter((program) => program.kind === kind) ?? [];
  return (
    <section aria-labelledby={`upcoming-${kind}s-title`} data-testid={`programs-${kind}s`}>
      <h2 id={`upcoming-${kind}s-title`}>{title}</h2>
      {programs.isPending ? (
        <p className={styles.statusLine} role="status">
          Loading upcoming dates...
        </p>
      ) : programs.isError ? (
        <p className={styles.statusLine} role="alert">
          We could not load the programs. Please reload the page.
        </p>
      ) : ofKind.length === 0 ? (
        <p className={styles.statusLine}>{empty}</p>
      ) : (
        <ProgramList programs={ofKind} {...list} />
      )}
    </section>
  );
}

function PastPrograms() {
  const past = usePastPrograms();
  if (!past.data || past.data.length === 0) return null;
  return (
    <section aria-labelledby="past-programs-title">
      <h2 id="past-programs-title">Past programs</h2>
      <ProgramGrid>
        {past.data.map((program) => (
          <li key={program.id}>
            <ProgramSummary program={{ ...program, placesLeft: null }}>
              <p className={styles.statusLine}>{programYear(program)}</p>
            </ProgramSummary>
          </li>
        ))}
      </ProgramGrid>
    </section>
  );
}

/** Arriving at /programs#program-<id> (the landing page's "Book a place"): the list fills in after the page. */
function useScrollToProgram(listed: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (listed && hash.startsWith('#program-')) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [listed, hash]);
}

/**
 * /programs: the upcoming workshops and retreats from data, each with its dates, place, price and
 * member price, places left and a way to book; the signed-in person's own programs first; the past
 * programs after. `signedIn` is undefined while the sign-in state loads.
 */
export function ProgramsCatalogue({
  signedIn,
  pay,
}: {
  signedIn: boolean | undefined;
  pay: PaymentSlot | null;
}) {
  const mine = useMyPrograms(signedIn === true);
  useScrollToProgram(usePrograms().isSuccess);
  const list = { bookings: mine.data ?? [], signedIn, pay };
  return (
    <div className={`page ${styles.programsPage}`}>
      <header>
        <p className="eyebrow">Workshops &amp; Retreats</p>
        <h1 id="page-title">Programs</h1>
        <p className={styles.programsLead}>
          Every practice we do together is first learned in a weekend workshop with a certified teacher; once
          in a while we take the practice to a retreat. Members save {MEMBER_DISCOUNT_PERCENT}% on every
          program.
        </p>
      </header>
      {signedIn && <MyPrograms />}
      <Upcoming
        kind="workshop"
        title="Upcoming workshops"
        empty="New workshop dates will be announced soon."
        {...list}
      />
      <Upcoming
        kind="retreat"
        title="Upcoming retreats"
        empty="The next retreat will be announced here."
        {...list}
      />
      <PastPrograms />
    </div>
  );
}
