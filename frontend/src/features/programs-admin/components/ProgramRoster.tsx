import {
  dollarAmount,
  PROGRAM_BOOKING_ENDING_LABELS,
  PROGRAM_BOOKING_STATUS_LABELS,
  PROGRAM_PAYMENT_METHOD_LABELS,
  type ProgramRosterEntry,
} from '@sadhana/rules/programs';
import { App, Input, Modal } from 'antd';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { placesLeftLabel, programPrice } from '../../../lib/program-format';
import { useCancelPlace } from '../api/cancel-place';
import { rosterFileUrl, useProgramRoster } from '../api/get-program-roster';
import styles from './programs-admin.module.css';
import { RecordPlaceForm } from './RecordPlaceForm';

const money = dollarAmount;

function CancelPlace({ programId, entry }: { programId: string; entry: ProgramRosterEntry }) {
  const { notification } = App.useApp();
  const cancel = useCancelPlace(programId);
  const withStepUp = useStepUp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const submit = () =>
    withStepUp(() => cancel.mutateAsync({ bookingId: entry.bookingId, reason: reason.trim() })).then(
      (after) => {
        notification.success({
          title: 'Place cancelled',
          description: `${entry.name}: ${money(after.refund)} refunded`,
        });
        setOpen(false);
      },
      (error: unknown) =>
        console.warn('Cancelling a place failed', { programId, bookingId: entry.bookingId, error }),
    );
  return (
    <>
      <button type="button" className="button-link button-small" onClick={() => setOpen(true)}>
        Cancel place<span className="visually-hidden"> of {entry.name || entry.email}</span>
      </button>
      <Modal
        open={open}
        title={`Cancel the place of ${entry.name || entry.email}?`}
        okText="Cancel place and refund in full"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        confirmLoading={cancel.isPending}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>Everything paid ({money(entry.paid)}) is refunded; they read the reason.</p>
        <label htmlFor={`cancel-place-reason-${entry.bookingId}`}>Reason</label>
        <Input
          id={`cancel-place-reason-${entry.bookingId}`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
        />
        <RefusalAlert error={cancel.error} fallback="Could not cancel the place. Please try again." />
      </Modal>
    </>
  );
}

function RosterEntry({ programId, entry }: { programId: string; entry: ProgramRosterEntry }) {
  const refund =
    entry.refund > 0
      ? entry.method === 'card'
        ? `Refund ${money(entry.refund)}, ${money(entry.refunded)} refunded`
        : `Refund ${money(entry.refund)} by hand`
      : null;
  return (
    <li className={styles.rosterEntry} data-testid="roster-entry">
      <div className={styles.rosterPerson}>
        <strong>{entry.name || '—'}</strong>
        <span>{entry.email}</span>
      </div>
      <div className={styles.rosterMoney}>
        <span data-testid="roster-status">{PROGRAM_BOOKING_STATUS_LABELS[entry.status]}</span>
        <span>
          {money(entry.paid)}
          {entry.method && ` · ${PROGRAM_PAYMENT_METHOD_LABELS[entry.method]}`}
          {entry.memberPrice && ' · member price'}
        </span>
        {refund && <span>{refund}</span>}
        {entry.ending && <span>{PROGRAM_BOOKING_ENDING_LABELS[entry.ending]}</span>}
        {entry.note && <span>“{entry.note}”</span>}
      </div>
      {entry.status === 'paid' && <CancelPlace programId={programId} entry={entry} />}
    </li>
  );
}

/** A program's roster: each booking's person, amount paid, method and status; its revenue; the CSV; a place by hand. */
export function ProgramRoster({ programId }: { programId: string }) {
  const roster = useProgramRoster(programId);
  if (roster.isPending) return <p role="status">Loading the roster...</p>;
  if (roster.isError) return <RefusalAlert error={roster.error} fallback="Could not load the roster." />;
  const { program, entries } = roster.data;
  const live = !program.cancelledAt && Date.parse(program.startDate) > Date.now();
  return (
    <section aria-label={`Roster of ${program.title}`} data-testid="program-roster">
      <p className={styles.rosterSummary}>
        <span data-testid="roster-places">
          {program.registeredCount}
          {program.maxParticipants !== null ? ` of ${program.maxParticipants}` : ''} places taken
          {program.placesLeft !== null && ` · ${placesLeftLabel(program.placesLeft)}`}
        </span>
        <span data-testid="roster-revenue">Revenue {money(program.revenue)}</span>
        <span>
          {programPrice(program.price)} · members {programPrice(program.memberPrice)}
        </span>
        <a href={rosterFileUrl(programId)} download>
          Download CSV
        </a>
      </p>
      {entries.length === 0 ? (
        <p className={styles.mutedLine}>No bookings yet.</p>
      ) : (
        <ul className={styles.rosterList}>
          {entries.map((entry) => (
            <RosterEntry key={entry.bookingId} programId={programId} entry={entry} />
          ))}
        </ul>
      )}
      {live && (
        <>
          <h3>Record a place paid by hand or given free</h3>
          <RecordPlaceForm programId={programId} />
        </>
      )}
    </section>
  );
}
