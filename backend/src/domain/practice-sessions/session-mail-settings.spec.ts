import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import {
  InvalidReminderHours,
  type SessionMailSettingsEvent,
  type SetReminderHours,
  sessionMailSettingsDecider,
} from './session-mail-settings.js';

const { now, at } = decidedAt('2026-11-27T15:00:00Z');
const given = deciderSpec(sessionMailSettingsDecider);
const setHours = (hoursBeforeLock: number): SetReminderHours => ({
  type: 'SetReminderHours',
  data: { hoursBeforeLock, adminId: 'admin', now },
});

describe('session mail settings', () => {
  it('sets the reminder hours before the lock, recording who', () => {
    expect(given([]).when(setHours(6))()).toEqual([
      { type: 'ReminderHoursSet', data: { hoursBeforeLock: 6, setBy: 'admin', at } },
    ]);
  });

  it('records nothing when the hours do not change (12 is the default)', () => {
    expect(given([]).when(setHours(12))()).toEqual([]);
    const six: SessionMailSettingsEvent = {
      type: 'ReminderHoursSet',
      data: { hoursBeforeLock: 6, setBy: 'admin', at },
    };
    expect(given([six]).when(setHours(6))()).toEqual([]);
    expect(given([six]).when(setHours(12))()).toHaveLength(1);
  });

  it('refuses hours outside 1 to 72, or not whole', () => {
    for (const hours of [0, 73, 2.5, Number.NaN])
      expect(given([]).when(setHours(hours))).toThrow(InvalidReminderHours);
  });
});
