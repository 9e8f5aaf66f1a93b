import {
  decide,
  InvalidReminderHours,
  type SessionMailSettingsEvent,
  sessionMailSettingsDecider,
} from './session-mail-settings.js';

const now = new Date('2026-11-27T15:00:00Z');
const given = (events: SessionMailSettingsEvent[]) => ({
  when: (hoursBeforeLock: number) => () =>
    decide(
      { type: 'SetReminderHours', data: { hoursBeforeLock, adminId: 'admin', now } },
      events.reduce(sessionMailSettingsDecider.evolve, sessionMailSettingsDecider.initialState()),
    ),
});

describe('session mail settings', () => {
  it('sets the reminder hours before the lock, recording who', () => {
    expect(given([]).when(6)()).toEqual([
      { type: 'ReminderHoursSet', data: { hoursBeforeLock: 6, setBy: 'admin', at: now.toISOString() } },
    ]);
  });

  it('records nothing when the hours do not change (12 is the default)', () => {
    expect(given([]).when(12)()).toEqual([]);
    const six: SessionMailSettingsEvent = {
      type: 'ReminderHoursSet',
      data: { hoursBeforeLock: 6, setBy: 'admin', at: now.toISOString() },
    };
    expect(given([six]).when(6)()).toEqual([]);
    expect(given([six]).when(12)()).toHaveLength(1);
  });

  it('refuses hours outside 1 to 72, or not whole', () => {
    for (const hours of [0, 73, 2.5, Number.NaN]) expect(given([]).when(hours)).toThrow(InvalidReminderHours);
  });
});
