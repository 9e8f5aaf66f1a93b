import { PRACTICE_LABELS, PROFILE_PRACTICES } from '@sadhana/rules/profile';
import type request from 'supertest';
import { adminWithFactor } from '../../../test/support/second-factor.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { allEvents } from '../../../test/support/test-event-store.js';

// Monday 2026-11-23, 10:00 in New York: today + 2 years is 2028-11-23.
const NOW = '2026-11-23T15:00:00Z';

/** Dates no studio record can have: years PostgreSQL or luxon mishandle, and the edges of the range. */
const OUT_OF_RANGE = ['0000-01-01', '0001-01-01', '0099-12-31', '1999-12-31', '2028-11-24', '9999-12-31'];
/** Today + 2 years on the studio's calendar. */
const LATEST = '2028-11-23';
const NOT_DATES = [
  '2026-02-30',
  '2026-13-01',
  '-00001-12-03',
  '+02026-11-24',
  '2026-11-24T00:00',
  '20261124',
];

interface DateField {
  label: string;
  field: string;
  /** How the message names the field, when not by its own name. */
  named?: string;
  /** Sends the value in its place: a JSON body field or a query parameter. */
  send(who: TestAgentHolder, value: string): request.Test;
  /** The earliest date the field takes (2000-01-01, or for a practice 1990-01-01). */
  earliest?: string;
}

type TestAgentHolder = { member: SignedUpAgent; admin: SignedUpAgent };

const DATE_FIELDS: DateField[] = [
  {
    label: 'POST /api/user-schedule',
    field: 'attendanceDate',
    send: ({ member }, value) =>
      member.agent
        .post('/api/user-schedule')
        .set(csrfHeaders)
        .send({ attendanceDate: value, attending: true }),
  },
  {
    label: 'PATCH /api/admin/attendance-status',
    field: 'date',
    send: ({ admin, member }, value) =>
      admin.agent
        .patch('/api/admin/attendance-status')
        .set(csrfHeaders)
        .send({ userId: member.user.id, date: value, status: 'walk_in_attended' }),
  },
  {
    label: 'GET /api/admin/users-overview',
    field: 'asOf',
    send: ({ admin }, value) => admin.agent.get('/api/admin/users-overview').query({ asOf: value }),
  },
  {
    label: 'GET /api/admin/activity-trend',
    field: 'to',
    send: ({ admin }, value) => admin.agent.get('/api/admin/activity-trend').query({ to: value, days: 7 }),
  },
  ...PROFILE_PRACTICES.map(
    (practice): DateField => ({
      label: 'PUT /api/profile',
      field: `${practice}LastPractice`,
      named: `${PRACTICE_LABELS[practice]} last practice date`,
      earliest: '1990-01-01',
      send: ({ member }, value) =>
        member.agent
          .put('/api/profile')
          .set(csrfHeaders)
          .send({ [`${practice}Learned`]: true, [`${practice}LastPractice`]: value }),
    }),
  ),
];

describe('every date that comes in is a real date from 2000 (or 1990) to two years ahead', () => {
  let app: TestApp;
  let agents: TestAgentHolder;

  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(new Date(NOW));
    agents = { admin: await adminWithFactor(app), member: await signUpAgent(app) };
  });

  afterAll(async () => {
    await app.close();
  });

  const writes = async () => {
    const events = await allEvents(app.runtime.eventStore);
    const { rows } = await app.db.pool.query(
      `SELECT string_agg(coalesce(shambhavi_last_practice::text, '-'), ',') AS practices FROM users`,
    );
    // A member's first request of the day records their activity: that is not the call's doing.
    return {
      events: events.filter((event) => event.type !== 'MemberActive').length,
      practices: rows[0].practices,
    };
  };

  it.each(DATE_FIELDS.map((f) => [`${f.label} ${f.field}`, f] as const))(
    '%s: 400 with a message naming the field for years 0000, 0001, 9999 and every other date out of range, nothing written',
    async (_label, { field, named = field, send, earliest = '2000-01-01' }) => {
      const before = await writes();
      for (const value of [
        ...OUT_OF_RANGE.filter((date) => date < earliest || date > LATEST),
        ...NOT_DATES,
      ]) {
        const response = await send(agents, value);
        expect({ value, status: response.status }).toEqual({ value, status: 400 });
        expect({ value, message: response.body.message }).toEqual({
          value,
          message: expect.stringMatching(new RegExp(`^${named} must be a`)),
        });
      }
      const range = await send(agents, '9999-12-31');
      expect(range.body.message).toBe(`${named} must be a date from ${earliest} to ${LATEST}`);
      expect(await writes()).toEqual(before);
    },
  );

  it.each(DATE_FIELDS.map((f) => [`${f.label} ${f.field}`, f] as const))(
    '%s: the first and the last day of the range pass the date rule',
    async (_label, { field, named = field, send, earliest = '2000-01-01' }) => {
      for (const value of [earliest, LATEST]) {
        const response = await send(agents, value);
        // The use case may still refuse the date (outside the booking window, a practice in the
        // future), but as a date it is taken, and nothing answers 5xx.
        expect({ value, status: response.status < 500 }).toEqual({ value, status: true });
        expect({ value, message: response.body.message ?? '' }).not.toEqual({
          value,
          message: expect.stringMatching(new RegExp(`^${named} must be a`)),
        });
      }
    },
  );
});
