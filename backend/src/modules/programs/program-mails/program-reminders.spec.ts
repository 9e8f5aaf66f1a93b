import { calendarEventAt } from '../../../../test/support/calendar-events.js';
import { eventually } from '../../../../test/support/eventually.js';
import { readOutbox } from '../../../../test/support/outbox.js';
import { programsSuite } from '../../../../test/support/programs-kit.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';

describe('a place in a program in the member’s calendar feed and session reminders', () => {
  const suite = programsSuite();

  it('the calendar feed lists the program from its first to its last day, and drops it once cancelled', async () => {
    const retreat = await suite.createProgram({ title: 'Winter retreat, in silence' });
    const member = await signUpAgent(suite.kit.app);
    const start = await suite.book(member.agent, retreat.id);
    const { url } = (await member.agent.post('/api/calendar-feed').set(csrfHeaders).expect(201)).body;
    const feed = async () => (await member.agent.get(new URL(url).pathname).expect(200)).text;
    // Booked but not paid: not in the calendar yet.
    expect(calendarEventAt(await feed(), 'DTSTART:20261212T140000Z')).toBeUndefined();
    await suite.pay(start);
    const event = calendarEventAt(await feed(), 'DTSTART:20261212T140000Z');
    expect(event).toContain(`UID:program-${start.bookingId}@`);
    expect(event).toContain('DTEND:20261213T220000Z');
    expect(event).toContain('SUMMARY:Winter retreat\\, in silence — Sadhana');
    expect(event).toContain('LOCATION:Catskills\\, New York');
    expect(event).toContain('STATUS:CONFIRMED');
    await member.agent.post(`/api/my-programs/${start.bookingId}/cancel`).set(csrfHeaders).expect(200);
    expect(calendarEventAt(await feed(), 'DTSTART:20261212T140000Z')).toBeUndefined();
  });

  it('reminds each person with a place 48 hours before the start, once, unless they turned reminders off', async () => {
    const retreat = await suite.createProgram({ title: 'Reminded retreat' });
    const keeps = await signUpAgent(suite.kit.app, { firstName: 'Asha' });
    const optedOut = await signUpAgent(suite.kit.app);
    await suite.pay(await suite.book(keeps.agent, retreat.id));
    await suite.pay(await suite.book(optedOut.agent, retreat.id));
    await optedOut.agent.put('/api/auth/session-reminders').set(csrfHeaders).send({ on: false }).expect(200);

    // Thursday 10 December, 9:00 AM Eastern (and a moment): 48 hours before the start.
    await suite.kit.app.moveClock(new Date('2026-12-10T14:00:05Z'));
    const subject = 'Reminder: Reminded retreat starts Saturday, December 12';
    const mails = await eventually(
      async () => (await readOutbox(suite.kit.app)).filter((mail) => mail.subject === subject),
      (found) => expect(found.map((mail) => mail.to)).toEqual([keeps.user.email]),
      20_000,
    );
    expect(mails[0].text).toContain('Namaskaram Asha,');
    expect(mails[0].text).toContain(
      'from Saturday, December 12, 9:00 AM to Sunday, December 13, 5:00 PM (Eastern)',
    );
    expect(mails[0].raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Delivered, then recorded: the mail is owed to no one any more.
    await eventually(
      () => suite.eventTypes(retreat.id),
      (types) => expect(types.filter((type) => type === 'ProgramParticipantNotified')).toHaveLength(1),
    );
  });
});
