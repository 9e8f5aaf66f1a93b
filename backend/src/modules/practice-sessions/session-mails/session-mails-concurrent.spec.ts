import { registerFor, signUpAgent } from '../../../../test/support/sign-up.js';
import { type SmtpStandIn, startSmtpStandIn } from '../../../../test/support/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { SessionMailer } from './session-mailer.js';

// Friday 2026-11-27, 09:00 in New York; Tuesday 12-01's reminders are due Sunday 17:00 (22:00Z).
const NOW = '2026-11-27T14:00:00Z';
const TUESDAY = '2026-12-01';

/**
 * Two runs of one date's mail job at once (two instances, or a job and its retry): each member gets
 * the mail once. The mail goes through a local SMTP server, which keeps every copy it is given.
 */
describe('a session mail job run twice at once', () => {
  let app: TestApp;
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await createTestApp({ smtpUrl: smtp.url });
    app.clock.set(new Date(NOW));
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails each registration once', async () => {
    const members = await Promise.all([1, 2, 3].map(() => signUpAgent(app)));
    for (const member of members) await registerFor(member, [TUESDAY]);
    // The reminders' time, the queue's job left where it is: the two runs below are the only ones.
    app.clock.set(new Date('2026-11-29T22:00:30Z'));
    const mailer = app.app.get(SessionMailer);
    await Promise.all([
      mailer.run({ kind: 'reminder', date: TUESDAY }),
      mailer.run({ kind: 'reminder', date: TUESDAY }),
    ]);
    const reminded = smtp.received
      .filter((mail) => /^Subject: Reminder: /m.test(mail.raw))
      .flatMap((mail) => mail.to);
    expect(reminded.sort()).toEqual(members.map((member) => member.user.email).sort());
  });
});
