import { sessionStart } from '../../platform/domain/eastern-time.js';
import { feeLedger, lessPauses, type RegistrationFact } from './fee-ledger.js';

const now = new Date('2026-11-22T15:00:00Z'); // Sunday afternoon in New York
const registration = (
  sessionDate: string,
  attendanceStatus: string | null = null,
  start = '05:00',
): RegistrationFact => ({
  sessionDate,
  attendanceStatus,
  practiceName: 'Practice',
  sessionStartsAt: sessionStart(sessionDate, start),
});

describe('fee ledger', () => {
  it('charges a non-member the drop-in fee for each attended session: $50 weekdays, $100 weekends', () => {
    const ledger = feeLedger(
      [
        registration('2026-11-20'),
        registration('2026-11-21', 'registered_attended', '04:30'),
        registration('2026-11-19', 'walk_in_attended'),
      ],
      [],
      now,
    );
    expect(ledger.items.map((i) => [i.sessionDate, i.kind, i.amount])).toEqual([
      ['2026-11-21', 'drop-in', 100],
      ['2026-11-20', 'drop-in', 50],
      ['2026-11-19', 'drop-in', 50],
    ]);
    expect(ledger.total).toBe(200);
  });

  it('charges members nothing for attending, but $20 for a no-show or a late cancellation', () => {
    const ledger = feeLedger(
      [
        registration('2026-11-20'),
        registration('2026-11-19', 'registered_no_show'),
        registration('2026-11-18', 'registered_cancelled_by_participant'),
      ],
      [{ start: '2026-11-01', end: null }],
      now,
    );
    expect(ledger.items.map((i) => [i.sessionDate, i.kind, i.amount])).toEqual([
      ['2026-11-19', 'no-show', 20],
      ['2026-11-18', 'late-cancellation', 20],
    ]);
    expect(ledger.total).toBe(40);
  });

  it('lists each fee whole: its practice, kind, amount, description and settlement, newest first', () => {
    const ledger = feeLedger(
      [
        registration('2026-11-17', 'registered_cancelled_by_participant'),
        registration('2026-11-21', 'registered_attended', '04:30'),
        registration('2026-11-19', 'registered_no_show'),
        registration('2026-11-20', 'walk_in_attended'),
      ],
      [],
      now,
      new Map([['2026-11-19|no-show', 'waived' as const]]),
    );
    const fee = (sessionDate: string, kind: string, amount: number, description: string) => ({
      sessionDate,
      practiceName: 'Practice',
      kind,
      amount,
      description,
      paid: false,
      settlement: null,
    });
    expect(ledger.items).toEqual([
      fee('2026-11-21', 'drop-in', 100, 'Drop-in fee (Saturday/Sunday)'),
      fee('2026-11-20', 'drop-in', 50, 'Drop-in fee (weekday)'),
      { ...fee('2026-11-19', 'no-show', 20, 'Missed session fee'), paid: true, settlement: 'waived' },
      fee('2026-11-17', 'late-cancellation', 20, 'Cancelled within 24 hours of the start'),
    ]);
  });

  it('charges by the membership in force on the session date', () => {
    const ledger = feeLedger(
      [registration('2026-11-16'), registration('2026-11-17'), registration('2026-11-18')],
      [{ start: '2026-11-17', end: '2026-11-17' }],
      now,
    );
    expect(ledger.items.map((i) => i.sessionDate)).toEqual(['2026-11-18', '2026-11-16']);
  });

  it('charges nothing for sessions not yet started or cancelled for other reasons', () => {
    const ledger = feeLedger(
      [
        registration('2026-11-24'),
        registration('2026-11-23'),
        registration('2026-11-19', 'registered_cancelled_due_to_emergency'),
        registration('2026-11-19', 'registered_cancelled_by_teacher_admin_class_cancelled'),
        registration('2026-11-19', 'registered_waitlisted'),
      ],
      [],
      now,
    );
    expect(ledger).toEqual({
      items: [],
      total: 0,
      outstanding: 0,
      credits: [],
      credit: 0,
      paymentsTaken: [],
    });
  });
});

describe('fee ledger with payments', () => {
  it('marks the fees a payment covered as paid and leaves the rest outstanding', () => {
    const ledger = feeLedger(
      [registration('2026-11-20'), registration('2026-11-21', 'registered_no_show', '04:30')],
      [],
      now,
      new Map([['2026-11-20|drop-in', 'online']]),
    );
    expect(ledger.items.map((i) => [i.sessionDate, i.kind, i.paid, i.settlement])).toEqual([
      ['2026-11-21', 'no-show', false, null],
      ['2026-11-20', 'drop-in', true, 'online'],
    ]);
    expect(ledger).toMatchObject({ total: 70, outstanding: 20 });
  });

  it('a fee paid in cash or waived is settled: listed with how, and no longer owed', () => {
    const ledger = feeLedger(
      [registration('2026-11-20'), registration('2026-11-21', 'registered_no_show', '04:30')],
      [],
      now,
      new Map([
        ['2026-11-20|drop-in', 'cash'],
        ['2026-11-21|no-show', 'waived'],
      ]),
    );
    expect(ledger.items.map((i) => [i.kind, i.paid, i.settlement])).toEqual([
      ['no-show', true, 'waived'],
      ['drop-in', true, 'cash'],
    ]);
    expect(ledger).toMatchObject({ total: 70, outstanding: 0 });
  });
});

describe('fee ledger with credit', () => {
  it('lists the credit and takes what is unused off the outstanding, never below nothing', () => {
    const credit = {
      amount: 50,
      at: '2026-11-21T16:00:00.000Z',
      description: 'Paid twice for the same fees',
    };
    const owing = (available: number) =>
      feeLedger(
        [registration('2026-11-20'), registration('2026-11-21', 'registered_no_show', '04:30')],
        [],
        now,
        new Map([['2026-11-20|drop-in', 'online']]),
        { credits: [credit], available },
      );
    expect(owing(50)).toMatchObject({ total: 70, outstanding: 0, credits: [credit], credit: 50 });
    expect(owing(10)).toMatchObject({ total: 70, outstanding: 10, credit: 10 });
  });

  it('shows the credit on the oldest fees still owed, as the next payment uses it', () => {
    const ledger = feeLedger(
      [
        registration('2026-11-19'),
        registration('2026-11-20'),
        registration('2026-11-21', 'registered_no_show', '04:30'),
      ],
      [],
      now,
      new Map([['2026-11-19|drop-in', 'cash']]),
      { credits: [], available: 60 },
    );
    // Newest first: the no-show gets the $10 the Friday drop-in ($50) leaves; the paid Thursday none.
    expect(ledger.items.map((i) => [i.sessionDate, i.creditApplied])).toEqual([
      ['2026-11-21', 10],
      ['2026-11-20', 50],
      ['2026-11-19', undefined],
    ]);
    expect(ledger.outstanding).toBe(10);
  });
});

describe('fee ledger while a membership is paused', () => {
  const paid = { id: 'sub_1', start: '2026-11-01', end: null };
  const pause = { subscriptionId: 'sub_1', from: '2026-11-16', lastDay: '2026-11-20' };

  it('charges the drop-in fee for sessions attended on paused days, as a non-member pays, and none around them', () => {
    const ledger = feeLedger(
      [
        registration('2026-11-13'),
        registration('2026-11-16'),
        registration('2026-11-20'),
        registration('2026-11-21', null, '04:30'),
      ],
      lessPauses([paid], [pause]),
      now,
    );
    expect(ledger.items.map((i) => [i.sessionDate, i.kind, i.amount])).toEqual([
      ['2026-11-20', 'drop-in', 50],
      ['2026-11-16', 'drop-in', 50],
    ]);
  });

  it('cuts only its own subscription’s period, and nothing for a pause resumed the day it began', () => {
    const grant = { id: 'comp:g1', start: '2026-11-16', end: '2026-11-20' };
    expect(lessPauses([grant], [pause])).toEqual([grant]);
    expect(lessPauses([paid], [{ ...pause, lastDay: '2026-11-15' }])).toEqual([paid]);
  });

  it('splits a period around a pause inside it, and trims one at its edges', () => {
    expect(lessPauses([paid], [pause])).toEqual([
      { id: 'sub_1', start: '2026-11-01', end: '2026-11-15' },
      { id: 'sub_1', start: '2026-11-21', end: null },
    ]);
    const ended = { id: 'sub_1', start: '2026-11-01', end: '2026-11-18' };
    expect(lessPauses([ended], [pause])).toEqual([{ id: 'sub_1', start: '2026-11-01', end: '2026-11-15' }]);
    const late = { id: 'sub_1', start: '2026-11-18', end: null };
    expect(lessPauses([late], [pause])).toEqual([{ id: 'sub_1', start: '2026-11-21', end: null }]);
  });
});
