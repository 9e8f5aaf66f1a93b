import { App, Checkbox, Input, Radio } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { GOOGLE_SIGN_IN_URL, navigateFullPage } from '../../../lib/navigation';
import { type GoalsPayload, useUpdateGoals } from '../api/update-goals';
import {
  GOAL_PRACTICES_TO_LEARN,
  INTERNATIONAL_RETREAT_LOCATIONS,
  RETREAT_DURATIONS,
  RETREAT_TYPES,
  retreatLocationCategory,
  US_RETREAT_LOCATIONS,
} from '../content/profile-options';
import type { ProfileUser } from '../profile-user';
import styles from './GoalPlanningCard.module.css';
import { ProfileFormCard } from './ProfileFormCard';
import card from './profile-card.module.css';

const SESSION_EXPIRED = 'Your session has expired. Redirecting to sign in...';

type GoalDraft = Omit<GoalsPayload, 'goalRetreatLocationCategory'>;

function fromUser(user: ProfileUser): GoalDraft {
  return {
    goalPracticesToLearn: user.goalPracticesToLearn ?? [],
    goalRetreatType: user.goalRetreatType ?? '',
    goalRetreatDuration: user.goalRetreatDuration ?? '',
    goalRetreatLocation: user.goalRetreatLocation?.[0] ?? '',
    goalShortTerm: user.goalShortTerm ?? '',
    goalMidTerm: user.goalMidTerm ?? '',
    goalLifetime: user.goalLifetime ?? '',
  };
}

/** "400: {"message":"…"}" → the server message, else the status text, else "Unknown error". */
function goalFailureText(error: Error): string {
  const message = serverMessage(error);
  if (message) return message;
  const body = error.message.replace(/^\d{3}: /, '').trim();
  return body || 'Unknown error';
}

const GOAL_TEXTS = [
  { key: 'goalShortTerm', label: 'Short-term goals (next 3-6 months)' },
  { key: 'goalMidTerm', label: 'Mid-term goals (1-3 years)' },
  { key: 'goalLifetime', label: 'Lifetime goals' },
] as const;

/** Card 4: practices to learn, retreat wishes and three goal texts. */
export function GoalPlanningCard({ user }: { user: ProfileUser }) {
  const { notification } = App.useApp();
  const [draft, setDraft] = useState<GoalDraft>(() => fromUser(user));
  const update = useUpdateGoals();

  function submit() {
    // The location is saved as chosen, and its category (US or International) follows from it.
    const payload: GoalsPayload = {
      ...draft,
      goalRetreatLocationCategory: retreatLocationCategory(draft.goalRetreatLocation) ?? '',
    };
    update.mutate(payload, {
      onSuccess: () =>
        notification.success({ title: 'Goals Saved', description: 'Your goal planning has been saved.' }),
      onError: (error) => {
        if (error.message.startsWith('401:')) {
          window.alert(SESSION_EXPIRED);
          navigateFullPage(GOOGLE_SIGN_IN_URL);
        } else if (/^\d{3}: /.test(error.message)) {
          window.alert(`Failed to save goals: ${goalFailureText(error)}`);
        } else {
          // A network failure is not a save: say so instead of reloading as if it had worked.
          window.alert(`Error saving goals: ${error.message} Please try again.`);
        }
      },
    });
  }

  return (
    <ProfileFormCard
      name="goals"
      title="Goal Planning"
      wide
      onSubmit={submit}
      saveLabel="Save Goal Planning"
      saving={update.isPending}
    >
      <fieldset className={styles.goalGroup}>
        <legend>Practices you would like to learn</legend>
        <Checkbox.Group
          className={styles.goalOptions}
          value={draft.goalPracticesToLearn}
          onChange={(values) => setDraft({ ...draft, goalPracticesToLearn: values as string[] })}
          options={GOAL_PRACTICES_TO_LEARN.map((practice) => ({ label: practice, value: practice }))}
        />
      </fieldset>

      <fieldset className={styles.goalGroup}>
        <legend>What kind of retreat calls you?</legend>
        <Radio.Group
          className={`${styles.goalOptions} ${styles.goalOptionsStacked}`}
          value={draft.goalRetreatType || undefined}
          onChange={(event) => setDraft({ ...draft, goalRetreatType: event.target.value })}
        >
          {RETREAT_TYPES.map((type) => (
            <Radio key={type.value} value={type.value}>
              <span className={styles.goalOptionTitle}>{type.value}</span>
              <span className={styles.goalOptionDescription}>{type.description}</span>
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>

      <fieldset className={styles.goalGroup}>
        <legend>Retreat duration</legend>
        <Radio.Group
          className={styles.goalOptions}
          value={draft.goalRetreatDuration || undefined}
          onChange={(event) => setDraft({ ...draft, goalRetreatDuration: event.target.value })}
          options={RETREAT_DURATIONS.map((duration) => ({ label: duration, value: duration }))}
        />
      </fieldset>

      <div className={card.profileField}>
        <label htmlFor="goal-retreat-location">Preferred retreat location</label>
        <select
          id="goal-retreat-location"
          className={card.profileSelect}
          value={draft.goalRetreatLocation}
          onChange={(event) => setDraft({ ...draft, goalRetreatLocation: event.target.value })}
        >
          <option value="">No preference</option>
          <optgroup label="US">
            {US_RETREAT_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </optgroup>
          <optgroup label="International">
            {INTERNATIONAL_RETREAT_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </optgroup>
        </select>
      </div>

      {GOAL_TEXTS.map(({ key, label }) => (
        <div className={card.profileField} key={key}>
          <label htmlFor={`goal-${key}`}>{label}</label>
          <Input.TextArea
            id={`goal-${key}`}
            value={draft[key]}
            maxLength={2000}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
        </div>
      ))}
    </ProfileFormCard>
  );
}
