import request from 'supertest';
import { csrfHeaders, signUpAgent } from '../../../test/support/sign-up.js';
import { type SmtpStandIn, startSmtpStandIn } from '../../../test/support/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { MailService } from './mail.service.js';

describe('mail over SMTP (a local smtp-server)', () => {
  let smtp: SmtpStandIn;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await createTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'Sadhana <studio@sadhana.example>',
      publicUrl: 'http://sadhana.example',
    });
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers the verification and reset mails through SMTP, not to the outbox', async () => {
    const { user } = await signUpAgent(app);
    await request(app.server).post('/api/auth/forgot-password').set(csrfHeaders).send({ email: user.email });
    await app.app.get(MailService).idle();
    const mine = smtp.received.filter((m) => m.to.includes(user.email));
    expect(mine).toHaveLength(2);
    expect(mine[0].from).toBe('studio@sadhana.example');
    const unfolded = mine.map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    expect(unfolded[0]).toMatch(/Subject: Confirm your email address for Sadhana/);
    expect(unfolded[0]).toMatch(/http:\/\/sadhana\.example\/api\/auth\/verify-email\?token=[\w-]{43}/);
    expect(unfolded[1]).toMatch(/Subject: Reset your Sadhana password/);
    expect(unfolded[1]).toMatch(/http:\/\/sadhana\.example\/reset-password\?token=[\w-]{43}/);
  });
});

describe('mail without SMTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('writes an .eml file to DATA_DIR/outbox', async () => {
    const { readOutbox } = await import('../../../test/support/outbox.js');
    const { user } = await signUpAgent(app);
    const mails = await readOutbox(app);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(user.email);
    expect(mails[0].raw).toMatch(/^From: Sadhana <no-reply@sadhana-yoga\.org>/m);
    expect(mails[0].link).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('keeps one copy of a mail delivered twice with one Message-ID (a job retried after a crash)', async () => {
    const { readOutbox } = await import('../../../test/support/outbox.js');
    const mail = app.app.get(MailService);
    const before = (await readOutbox(app)).length;
    const message = {
      to: 'twice@example.com',
      subject: 'Once',
      text: 'Once.',
      html: '<p>Once.</p>',
      messageId: '<reminder.2026-12-01.someone.1@localhost>',
    };
    await mail.deliverNow(message);
    await mail.deliverNow(message);
    await mail.deliverNow({ ...message, messageId: '<reminder.2026-12-02.someone.1@localhost>' });
    const mails = (await readOutbox(app)).slice(before);
    expect(mails.map((m) => m.to)).toEqual(['twice@example.com', 'twice@example.com']);
    expect(mails[0].raw).toMatch(/^Message-ID:\s+<reminder\.2026-12-01\.someone\.1@localhost>/m);
  });
});
