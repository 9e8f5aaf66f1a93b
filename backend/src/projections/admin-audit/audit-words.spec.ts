import { auditLineInWords, profileChangeInWords } from './audit-words.js';

describe('the audit trail in words', () => {
  it('names profile fields in words, by the part of the profile they belong to', () => {
    expect(
      profileChangeInWords(['goalShortTerm', 'goalRetreatLocation', 'goalRetreatLocationCategory']),
    ).toBe('Changed their goals: short-term goal, retreat location');
    expect(profileChangeInWords(['phoneNumber', 'emergencyContactName'])).toBe(
      'Changed their contact details: phone, emergency contact name',
    );
    expect(profileChangeInWords(['suryaKriyaLearned', 'suryaKriyaTeacher', 'angamardanaYear'])).toBe(
      'Changed their practice experience: Surya Kriya learned, Surya Kriya teacher, Angamardhana year learned',
    );
    expect(profileChangeInWords(['phoneNumber', 'goalLifetime'])).toBe(
      'Changed their profile: phone, lifetime goal',
    );
  });

  it('says who did an admin’s change, with the session’s day and the status’s label', () => {
    expect(
      auditLineInWords({
        type: 'AttendanceStatusSet',
        sessionDate: '2026-11-24',
        byAdminEmail: 'owner@example.com',
        facts: { status: 'walk_in_attended' },
      }),
    ).toBe('owner@example.com set Tuesday, Nov 24, 2026 to Walk-in – Attended');
    expect(
      auditLineInWords({
        type: 'RegistrationRemovedByAdmin',
        sessionDate: '2026-11-25',
        byAdminEmail: null,
        facts: { reason: 'member-deleted' },
      }),
    ).toBe('The registration for Wednesday, Nov 25, 2026 was removed with the account');
  });

  it('says a pause and its early end, by the member or by an admin for them', () => {
    const paused = { from: '2026-11-30', until: '2026-12-13', weeks: 2 };
    expect(
      auditLineInWords({ type: 'MembershipPaused', sessionDate: null, byAdminEmail: null, facts: paused }),
    ).toBe(
      'Paused the membership for 2 weeks, Monday, Nov 30, 2026 to Sunday, Dec 13, 2026: no charge for those days',
    );
    expect(
      auditLineInWords({
        type: 'MembershipPaused',
        sessionDate: null,
        byAdminEmail: 'owner@example.com',
        facts: { ...paused, weeks: 1, until: '2026-12-06' },
      }),
    ).toBe(
      'owner@example.com paused the membership for 1 week, Monday, Nov 30, 2026 to Sunday, Dec 6, 2026: no charge for those days',
    );
    expect(
      auditLineInWords({
        type: 'MembershipResumed',
        sessionDate: null,
        byAdminEmail: null,
        facts: { resumedOn: '2026-12-07' },
      }),
    ).toBe('Resumed the paused membership early: a member again from Monday, Dec 7, 2026');
  });

  it('writes every session day of four years (a leap year among them) as en-US does', () => {
    const enUs = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const line = (sessionDate: string) =>
      auditLineInWords({ type: 'LeftWaitlist', sessionDate, byAdminEmail: null, facts: {} });
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      expect(line(date.toISOString().slice(0, 10))).toBe(`Left the waitlist for ${enUs.format(date)}`);
    }
  });

  it("tells a member's place on a waitlist in words, with the session's day", () => {
    const line = (type: string, facts: Record<string, unknown>) =>
      auditLineInWords({ type, sessionDate: '2026-11-26', byAdminEmail: null, facts });
    expect(line('JoinedWaitlist', { ticket: 3, joinedAt: '2026-11-23T15:00:00.000Z' })).toBe(
      'Joined the waitlist for Thursday, Nov 26, 2026 (the session was full)',
    );
    expect(line('LeftWaitlist', { leftAt: '2026-11-23T15:00:00.000Z' })).toBe(
      'Left the waitlist for Thursday, Nov 26, 2026',
    );
    expect(line('PromotedFromWaitlist', { promotedAt: '2026-11-23T15:00:00.000Z' })).toBe(
      'Got a place for Thursday, Nov 26, 2026 from the waitlist',
    );
  });

  it('tells the session mails a member was sent, and their choice of reminders', () => {
    const line = (type: string, facts: Record<string, unknown>, sessionDate: string | null = '2026-11-26') =>
      auditLineInWords({ type, sessionDate, byAdminEmail: null, facts });
    const sent = (kind: string) => line('MemberNotified', { kind, occurrence: 1 });
    expect(sent('reminder')).toBe('Was sent a reminder for Thursday, Nov 26, 2026');
    expect(sent('promoted')).toBe('Was told by mail of their place for Thursday, Nov 26, 2026');
    expect(sent('class-cancelled')).toBe(
      'Was told by mail that the class of Thursday, Nov 26, 2026 is cancelled',
    );
    expect(sent('session-full')).toBe('Was told by mail that Thursday, Nov 26, 2026 stayed full');
    const switched = (on: boolean, via: string) => line('SessionRemindersSwitched', { on, via }, null);
    expect(switched(false, 'unsubscribe-link')).toBe(
      'Turned session reminders off (with the unsubscribe link of a reminder)',
    );
    expect(switched(false, 'profile')).toBe('Turned session reminders off');
    expect(switched(true, 'profile')).toBe('Turned session reminders on');
  });

  it('tells second factors in words, never a secret', () => {
    const line = (type: string, facts: Record<string, unknown>) =>
      auditLineInWords({ type, sessionDate: null, byAdminEmail: null, facts });
    expect(line('MemberFactorAdded', { factor: 'passkey', factorId: 'cred-1' })).toBe(
      'Added a passkey as a second factor',
    );
    expect(line('MemberFactorRemoved', { factor: 'totp', factorId: 'totp' })).toBe(
      'Removed an authenticator app',
    );
    expect(line('MemberFactorUsed', { factor: 'totp', purpose: 'second-factor', totpStep: 12 })).toBe(
      'Used an authenticator app for the second step of a sign-in',
    );
    expect(line('MemberSteppedUp', { factor: 'passkey' })).toBe('Confirmed an action with a passkey');
    expect(line('MemberRecoveryCodeUsed', { purpose: 'step-up', remaining: 9 })).toBe(
      'Used a recovery code to confirm an action (9 left)',
    );
    expect(line('MemberRecoveryCodesIssued', { count: 10 })).toBe('Got 10 new recovery codes');
  });

  it('says what a payment was', () => {
    expect(
      auditLineInWords({
        type: 'FeesPaid',
        sessionDate: null,
        byAdminEmail: null,
        facts: { amountCents: 7000 },
      }),
    ).toBe('Paid $70 in fees online');
    const credit = (type: string) =>
      auditLineInWords({ type, sessionDate: null, byAdminEmail: null, facts: { amountCents: 5000 } });
    expect(credit('FeePaymentCredited')).toBe('Paid $50 online for fees already paid; kept as their credit');
    expect(credit('FeeCreditApplied')).toBe('Used $50 of credit toward fees paid online');
  });

  it('says what a payment taken at the studio paid and what is left', () => {
    const taken = (facts: Record<string, unknown>) =>
      auditLineInWords({
        type: 'FeePaymentTaken',
        sessionDate: null,
        byAdminEmail: 'owner@example.com',
        facts: { creditUsedCents: 0, creditAddedCents: 0, owedAfterCents: 0, note: null, ...facts },
      });
    const fees = (n: number) => Array.from({ length: n }, () => ({}));
    expect(taken({ amountCents: 51_000, method: 'cash', items: fees(14), note: 'front desk' })).toBe(
      'owner@example.com took $510 in cash: paid 14 fees, nothing left owed (front desk)',
    );
    expect(
      taken({
        amountCents: 13_000,
        method: 'card',
        items: fees(1),
        creditAddedCents: 3_000,
        owedAfterCents: 4_000,
      }),
    ).toBe('owner@example.com took $130 by card in person: paid 1 fee, kept $30 as credit, $40 still owed');
    expect(
      taken({ amountCents: 2_000, method: 'bank-transfer', items: fees(1), creditUsedCents: 3_000 }),
    ).toBe('owner@example.com took $20 by bank transfer: paid 1 fee with $30 of credit, nothing left owed');
  });
});
