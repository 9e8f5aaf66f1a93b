import { Button, Checkbox, Input, InputNumber } from 'antd';
import { useState } from 'react';
import type { ProfilePayload } from '../api/update-profile';
import {
  FIRST_YEAR_LEARNED,
  FREQUENCY_OPTIONS,
  PROFILE_PRACTICES,
  type PracticeKey,
} from '../content/profile-options';
import { studioToday, studioYear, toDateInputValue } from '../lib/profile-format';
import type { ProfileUser } from '../profile-user';
import styles from './PracticeCard.module.css';
import { ProfileFormCard } from './ProfileFormCard';
import card from './profile-card.module.css';
import { useProfileSave } from './use-profile-save';

interface PracticeDraft {
  learned: boolean;
  teacher: string;
  year: number | null;
  frequency: string;
  lastPractice: string;
}

interface ExperienceDraft {
  noIshaYogaExperience: boolean;
  practices: Record<PracticeKey, PracticeDraft>;
}

function fromUser(user: ProfileUser): ExperienceDraft {
  const practices = {} as Record<PracticeKey, PracticeDraft>;
  for (const { key } of PROFILE_PRACTICES) {
    practices[key] = {
      learned: user[`${key}Learned`] === true,
      teacher: user[`${key}Teacher`] ?? '',
      year: user[`${key}Year`] ?? null,
      frequency: user[`${key}Frequency`] ?? '',
      lastPractice: toDateInputValue(user[`${key}LastPractice`]),
    };
  }
  return { noIshaYogaExperience: user.noIshaYogaExperience === true, practices };
}

/** A practice's details are sent only when it is marked learned; noIshaYogaExperience always. */
function toPayload(draft: ExperienceDraft): ProfilePayload {
  const payload: Record<string, unknown> = { noIshaYogaExperience: draft.noIshaYogaExperience };
  for (const { key } of PROFILE_PRACTICES) {
    const practice = draft.practices[key];
    payload[`${key}Learned`] = practice.learned;
    if (!practice.learned) continue;
    payload[`${key}Teacher`] = practice.teacher;
    payload[`${key}Year`] = practice.year === null ? null : Math.trunc(practice.year);
    payload[`${key}Frequency`] = practice.frequency || null;
    payload[`${key}LastPractice`] = practice.lastPractice || null;
  }
  return payload as ProfilePayload;
}

type YearErrors = Partial<Record<PracticeKey, string>>;

/**
 * Year Learned is a year from 1990 to the current one. A year outside is refused with a
 * message, never silently moved into range; an empty year is allowed (it is sent as null).
 */
function yearError(year: number | null): string | null {
  if (year === null) return null;
  const latest = studioYear();
  return Number.isInteger(year) && year >= FIRST_YEAR_LEARNED && year <= latest
    ? null
    : `Year Learned must be between ${FIRST_YEAR_LEARNED} and ${latest}.`;
}

function validate(draft: ExperienceDraft): YearErrors {
  const errors: YearErrors = {};
  for (const { key } of PROFILE_PRACTICES) {
    const practice = draft.practices[key];
    const error = practice.learned ? yearError(practice.year) : null;
    if (error) errors[key] = error;
  }
  return errors;
}

const yearFieldId = (key: PracticeKey) => `practice-${key}-year`;

interface PracticeBlockProps {
  practiceKey: PracticeKey;
  label: string;
  value: PracticeDraft;
  editing: boolean;
  yearError?: string;
  onChange: (value: PracticeDraft) => void;
}

function PracticeBlock({ practiceKey, label, value, editing, yearError, onChange }: PracticeBlockProps) {
  const id = (field: string) => `practice-${practiceKey}-${field}`;
  const yearErrorId = id('year-error');
  return (
    <fieldset className={styles.practiceBlock} data-testid={`practice-${practiceKey}`}>
      <legend className="visually-hidden">{label}</legend>
      <Checkbox
        id={id('learned')}
        checked={value.learned}
        disabled={!editing}
        onChange={(event) => onChange({ ...value, learned: event.target.checked })}
      >
        <span className={styles.practiceName} data-testid="practice-name">
          {label}
        </span>{' '}
        — Learned
      </Checkbox>
      {value.learned && (
        <div className={styles.practiceDetails}>
          <div className={card.profileField}>
            <label htmlFor={id('teacher')}>Teacher/Instructor</label>
            <Input
              id={id('teacher')}
              value={value.teacher}
              maxLength={200}
              disabled={!editing}
              onChange={(event) => onChange({ ...value, teacher: event.target.value })}
            />
          </div>
          <div className={card.profileField}>
            <label htmlFor={id('year')}>Year Learned</label>
            {/* No min/max props: antd would clamp what was typed. The range is announced instead
                and checked on save (validate). */}
            <InputNumber
              id={yearFieldId(practiceKey)}
              value={value.year}
              step={1}
              aria-valuemin={FIRST_YEAR_LEARNED}
              aria-valuemax={studioYear()}
              aria-invalid={yearError ? true : undefined}
              aria-describedby={yearError ? yearErrorId : undefined}
              status={yearError ? 'error' : undefined}
              disabled={!editing}
              className={styles.practiceYear}
              onChange={(year) => onChange({ ...value, year: typeof year === 'number' ? year : null })}
            />
            {yearError && (
              <p id={yearErrorId} className={card.profileFieldError} role="alert">
                {yearError}
              </p>
            )}
          </div>
          <div className={card.profileField}>
            <label htmlFor={id('frequency')}>Practice Frequency</label>
            <select
              id={id('frequency')}
              className={card.profileSelect}
              value={value.frequency}
              disabled={!editing}
              onChange={(event) => onChange({ ...value, frequency: event.target.value })}
            >
              <option value="">Select frequency</option>
              {FREQUENCY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={card.profileField}>
            <label htmlFor={id('last')}>Last Practice Date</label>
            <Input
              id={id('last')}
              type="date"
              value={value.lastPractice}
              max={studioToday()}
              min="1990-01-01"
              disabled={!editing}
              onChange={(event) => onChange({ ...value, lastPractice: event.target.value })}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** Card 3: Edit, the no-experience box, six practice blocks, Save Practice Information / Cancel. */
export function PracticeCard({ user }: { user: ProfileUser }) {
  const { save, saving } = useProfileSave();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ExperienceDraft>(() => fromUser(user));
  const [yearErrors, setYearErrors] = useState<YearErrors>({});
  const values = editing ? draft : fromUser(user);

  function startEditing(on: boolean) {
    setDraft(fromUser(user));
    setYearErrors({});
    setEditing(on);
  }

  function setPractice(key: PracticeKey, practice: PracticeDraft) {
    if (yearErrors[key]) setYearErrors({ ...yearErrors, [key]: undefined });
    setDraft({
      // a learned practice and "none learned yet" cannot both hold
      noIshaYogaExperience: practice.learned ? false : draft.noIshaYogaExperience,
      practices: { ...draft.practices, [key]: practice },
    });
  }

  function setNoExperience(checked: boolean) {
    const practices = { ...draft.practices };
    if (checked)
      for (const { key } of PROFILE_PRACTICES) practices[key] = { ...practices[key], learned: false };
    setDraft({ noIshaYogaExperience: checked, practices });
  }

  return (
    <ProfileFormCard
      name="practice"
      title="Yoga Practice Experience"
      headAction={
        !editing && (
          <Button onClick={() => startEditing(true)} aria-label="Edit practice experience">
            Edit
          </Button>
        )
      }
      onSubmit={() => {
        const errors = validate(draft);
        setYearErrors(errors);
        const firstInvalid = PROFILE_PRACTICES.find(({ key }) => errors[key]);
        if (firstInvalid) {
          document.getElementById(yearFieldId(firstInvalid.key))?.focus();
          return;
        }
        save(toPayload(draft), () => setEditing(false));
      }}
      saveLabel="Save Practice Information"
      saving={saving}
      editing={editing}
      moreActions={
        <Button disabled={saving} onClick={() => startEditing(false)}>
          Cancel
        </Button>
      }
    >
      <Checkbox
        id="no-isha-yoga-experience"
        checked={values.noIshaYogaExperience}
        disabled={!editing}
        onChange={(event) => setNoExperience(event.target.checked)}
      >
        I have not learned any Isha Yoga practices yet
      </Checkbox>
      <div className={styles.practiceList}>
        {PROFILE_PRACTICES.map(({ key, label }) => (
          <PracticeBlock
            key={key}
            practiceKey={key}
            label={label}
            value={values.practices[key]}
            editing={editing}
            yearError={editing ? yearErrors[key] : undefined}
            onChange={(practice) => setPractice(key, practice)}
          />
        ))}
      </div>
    </ProfileFormCard>
  );
}
