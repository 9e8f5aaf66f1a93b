import { type AdminProgramView, dollarAmount, PROGRAM_KIND_LABELS } from '@sadhana/rules/programs';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { notifyFailure } from '../../../lib/notify-failure';
import { placesLeftLabel, programDates, programPrice } from '../../../lib/program-format';
import { useAdminPrograms } from '../api/get-admin-programs';
import { usePublishProgram } from '../api/publish-program';
import { CancelProgramDialog } from './CancelProgramDialog';
import { ProgramFormDialog } from './ProgramFormDialog';
import { ProgramRoster } from './ProgramRoster';
import styles from './programs-admin.module.css';

/** Where the program stands, as a badge readable against its colour (WCAG AA). */
function StateTag({ program }: { program: AdminProgramView }) {
  const [label, tone] = program.cancelledAt
    ? ['Cancelled', styles.stateCancelled]
    : !program.published
      ? ['Draft', styles.stateQuiet]
      : Date.parse(program.endDate) < Date.now()
        ? ['Ended', styles.stateQuiet]
        : ['Published', styles.statePublished];
  return <span className={`${styles.state} ${tone}`}>{label}</span>;
}

type Dialog = { kind: 'new' } | { kind: 'edit' | 'roster' | 'cancel'; program: AdminProgramView } | null;

function ProgramCard({ program, open }: { program: AdminProgramView; open: (dialog: Dialog) => void }) {
  const { notification } = App.useApp();
  const publish = usePublishProgram();
  const live = !program.cancelledAt && Date.parse(program.startDate) > Date.now();
  return (
    <li className={styles.adminProgram} data-testid="admin-program">
      <h3>
        {program.title} <StateTag program={program} />
      </h3>
      <ul className={styles.adminProgramFacts}>
        <li>{PROGRAM_KIND_LABELS[program.kind]}</li>
        <li>{programDates(program)}</li>
        <li>{program.location}</li>
        <li>
          {programPrice(program.price)} · members {programPrice(program.memberPrice)}
        </li>
        <li>
          {program.registeredCount}
          {program.maxParticipants !== null ? ` of ${program.maxParticipants}` : ''} places taken
          {program.placesLeft === 0 ? ` · ${placesLeftLabel(0)}` : ''}
        </li>
        <li data-testid="admin-program-revenue">Revenue {dollarAmount(program.revenue)}</li>
      </ul>
      <div className={styles.adminProgramActions}>
        <Button onClick={() => open({ kind: 'roster', program })}>
          Roster<span className="visually-hidden"> of {program.title}</span>
        </Button>
        {live && (
          <Button onClick={() => open({ kind: 'edit', program })}>
            Edit<span className="visually-hidden"> {program.title}</span>
          </Button>
        )}
        {live && !program.published && (
          <Button
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(program.id, {
                onSuccess: () =>
                  notification.success({ title: 'Program published', description: program.title }),
                onError: (error) =>
                  notifyFailure(notification, 'Could not publish', error, 'Please try again.'),
              })
            }
          >
            Publish<span className="visually-hidden"> {program.title}</span>
          </Button>
        )}
        {!program.cancelledAt && (
          <Button danger onClick={() => open({ kind: 'cancel', program })}>
            Cancel program<span className="visually-hidden"> {program.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The admin's Programs tab: every workshop and retreat (drafts, cancelled and past ones too) with its
 * places and revenue; a new program, its edit, publication and cancellation; its roster with the CSV
 * and places recorded by hand.
 */
export function ProgramsTab() {
  const programs = useAdminPrograms();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <div className={styles.programsTab}>
      <div className={styles.programsTabHeader}>
        <h2>Workshops &amp; retreats</h2>
        <Button type="primary" onClick={() => setDialog({ kind: 'new' })}>
          New program
        </Button>
      </div>
      {programs.isPending ? (
        <p role="status">Loading programs...</p>
      ) : programs.isError ? (
        <RefusalAlert error={programs.error} fallback="Could not load the programs." />
      ) : programs.data.length === 0 ? (
        <p className={styles.mutedLine}>No programs yet.</p>
      ) : (
        <ul className={styles.adminProgramList}>
          {programs.data.map((program) => (
            <ProgramCard key={program.id} program={program} open={setDialog} />
          ))}
        </ul>
      )}
      <ProgramFormDialog
        open={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        program={dialog?.kind === 'edit' ? dialog.program : null}
        onClose={close}
      />
      {dialog?.kind === 'roster' && (
        <Modal open title={dialog.program.title} footer={null} onCancel={close} width={760}>
          <ProgramRoster programId={dialog.program.id} />
        </Modal>
      )}
      {dialog?.kind === 'cancel' && <CancelProgramDialog program={dialog.program} onClose={close} />}
    </div>
  );
}
