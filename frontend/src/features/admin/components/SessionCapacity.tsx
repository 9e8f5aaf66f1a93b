import type { SessionRoster } from '@sadhana/rules/admin-workspace';
import { MAX_CAPACITY } from '@sadhana/rules/registration';
import { Alert, App, Button, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import styles from '../admin.module.css';
import { useSetCapacity } from '../api/set-capacity';
import { formatDate } from '../lib/admin-format';
import { RefusalAlert } from './RefusalAlert';

type Scope = 'date' | 'weekday';

/** The capacity a scope has now: the date's own, or its weekday's. */
const currentOf = (roster: SessionRoster, scope: Scope) =>
  scope === 'date' ? roster.sessionCapacity : roster.practiceCapacity;

/**
 * "Set capacity": the places of this date, or of every session on its weekday, in a dialog. Empty is
 * no limit (for a date: its weekday's capacity applies). The server checks the number; its refusal
 * shows in the dialog. A capacity changes members' places: the server asks for a fresh second factor.
 */
export function SessionCapacity({ roster }: { roster: SessionRoster }) {
  const { notification } = App.useApp();
  const change = useSetCapacity();
  const withStepUp = useStepUp();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>('date');
  const [places, setPlaces] = useState<number | null>(null);
  const when = `${roster.dayName}, ${formatDate(roster.date)}`;
  const every = `every ${roster.dayName}`;

  const openDialog = () => {
    change.reset();
    setScope('date');
    setPlaces(roster.sessionCapacity);
    setOpen(true);
  };
  const chooseScope = (next: Scope) => {
    change.reset();
    setScope(next);
    setPlaces(currentOf(roster, next));
  };
  const save = () =>
    withStepUp(() =>
      change.mutateAsync(
        scope === 'date'
          ? { scope, date: roster.date, capacity: places }
          : { scope, dayOfWeek: roster.dayOfWeek, capacity: places },
      ),
    ).then(
      () => {
        setOpen(false);
        const target = scope === 'date' ? when : every;
        notification.success({
          title: 'Capacity set',
          description:
            places === null
              ? `${target}: ${scope === 'date' ? `as ${every}` : 'no limit'}.`
              : `${target}: ${places} ${places === 1 ? 'place' : 'places'}.`,
        });
      },
      // The refusal stays in the dialog (RefusalAlert), next to the number it is about.
      () => {},
    );

  const emptyMeans =
    scope === 'date'
      ? `Leave it empty to follow ${every} (${roster.practiceCapacity === null ? 'no limit' : `${roster.practiceCapacity} places`}).`
      : 'Leave it empty for no limit.';
  return (
    <>
      <Button onClick={openDialog}>Set capacity</Button>
      <Modal
        open={open}
        title="Set capacity"
        okText="Set capacity"
        cancelText="Cancel"
        confirmLoading={change.isPending}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Registrations beyond the capacity join the waitlist, first come first served. A raise gives the
          freed places to the waitlist until 24 hours before the session; a lower capacity takes no one's
          place.
        </p>
        <fieldset className={styles.adminFieldset}>
          <legend>For</legend>
          <Radio.Group
            value={scope}
            onChange={(event) => chooseScope(event.target.value)}
            options={[
              { value: 'date', label: `Only ${when}` },
              { value: 'weekday', label: `Every ${roster.dayName}` },
            ]}
          />
        </fieldset>
        <div className={styles.adminCapacityField}>
          <label htmlFor="capacity-places">Places</label>
          {/* No min/max props: antd would clamp what was typed; the server checks it and says why. */}
          <InputNumber
            id="capacity-places"
            value={places}
            step={1}
            placeholder="No limit"
            aria-describedby="capacity-empty"
            aria-valuemin={1}
            aria-valuemax={MAX_CAPACITY}
            onChange={(value) => setPlaces(typeof value === 'number' ? value : null)}
          />
          <span id="capacity-empty" className={styles.adminEmail}>
            {emptyMeans}
          </span>
        </div>
        {places !== null && places < roster.placesTaken && (
          <Alert
            type="warning"
            showIcon
            title={`${roster.placesTaken} are registered: ${roster.placesTaken - places} more than ${places} ${places === 1 ? 'place' : 'places'}. Nobody loses their place; new registrations join the waitlist.`}
          />
        )}
        <RefusalAlert error={change.error} fallback="Could not set the capacity. Please try again." />
      </Modal>
    </>
  );
}
