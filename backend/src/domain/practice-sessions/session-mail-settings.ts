import {
  DEFAULT_REMINDER_HOURS_BEFORE_LOCK,
  isReminderHours,
  REMINDER_HOURS_RULE,
} from '@sadhana/rules/session-mails';
import type { Decider } from '../../platform/domain/decider.js';
import { DomainError } from '../../platform/domain/domain-error.js';

/** The studio's settings of the session mails, stream `session-mail-settings`. */
export type ReminderHoursSet = {
  type: 'ReminderHoursSet';
  data: { hoursBeforeLock: number; setBy: string; at: string };
};

export type SessionMailSettingsEvent = ReminderHoursSet;

export const SESSION_MAIL_SETTINGS_STREAM = 'session-mail-settings';

export type SessionMailSettings = { readonly reminderHoursBeforeLock: number };

/** An admin sets how many hours before a registration's 24-hour lock its reminder goes. */
export type SetReminderHours = {
  type: 'SetReminderHours';
  data: { hoursBeforeLock: number; adminId: string; now: Date };
};

export class InvalidReminderHours extends DomainError {
  readonly kind = 'invalid';

  constructor(readonly hours: unknown) {
    super(REMINDER_HOURS_RULE);
  }
}

export function decide({ data }: SetReminderHours, state: SessionMailSettings): SessionMailSettingsEvent[] {
  const { hoursBeforeLock, adminId, now } = data;
  if (!isReminderHours(hoursBeforeLock)) throw new InvalidReminderHours(hoursBeforeLock);
  if (hoursBeforeLock === state.reminderHoursBeforeLock) return [];
  return [{ type: 'ReminderHoursSet', data: { hoursBeforeLock, setBy: adminId, at: now.toISOString() } }];
}

export const sessionMailSettingsDecider: Decider<
  SetReminderHours,
  SessionMailSettings,
  SessionMailSettingsEvent
> = {
  initialState: () => ({ reminderHoursBeforeLock: DEFAULT_REMINDER_HOURS_BEFORE_LOCK }),
  evolve: (_state, event) => ({ reminderHoursBeforeLock: event.data.hoursBeforeLock }),
  decide,
};
