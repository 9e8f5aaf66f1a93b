import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AppInstance,
  instanceHeaders,
  startAppInstance,
} from '../../../../test/support/app-instances.js';
import { eventually } from '../../../../test/support/eventually.js';
import { type SmtpStandIn, startSmtpStandIn } from '../../../../test/support/smtp-stand-in.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import {
  createTestEventStore,
  eventStoreName,
  freshNamespace,
} from '../../../../test/support/test-event-store.js';
import type { EventStore } from '../../../platform/event-store/event-store.port.js';

// Friday 2026-11-27, 09:00 in New York; Tuesday 12-01's reminders are planned Sunday 17:00 (22:00Z).
const NOW = '2026-11-27T14:00:00Z';
const DATE = '2026-12-01';
const REMINDER_AT = '2026-11-29T22:00:00Z';
const SESSION_SECRET = 'session-mails-restart-shares-one-secret';

/**
 * The app is killed (SIGKILL) after it scheduled a session's reminders and before their time; two
 * instances take over on the same database. When the time comes, each registration gets one
 * reminder: the job survived the kill, and the two instances did not both send it. The mail goes
 * through a local SMTP server, which keeps every message it is given, copies included.
 */
describe(`session mails through a SIGKILL and two instances (${eventStoreName})`, () => {
  let db: TestDatabase;
  let store: EventStore;
  const namespace = freshNamespace();
  const instances: AppInstance[] = [];
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = createTestEventStore(db, { namespace });
    smtp = await startSmtpStandIn();
  });

  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGKILL');
    await smtp.close();
    await store.close();
    await db.drop();
  });

  const reminders = () =>
    smtp.received.filter((mail) => /^Subject: Reminder: /m.test(mail.raw)).flatMap((mail) => mail.to);
  const start = async () => {
    const instance = await startAppInstance('test/e2e-server.ts', {
      DATABASE_URL: db.url,
      EVENTSTORE_NAMESPACE: namespace,
      SESSION_SECRET,
      SMTP_URL: smtp.url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sadhana-mails-restart-')),
    });
    instances.push(instance);
    return instance;
  };

  it('neither loses nor doubles a reminder', async () => {
    const first = await start();
    await setClock(first, NOW);
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await signUpAndRegister(first, i));
    await eventually(
      async () =>
        (
          await db.pool.query(
            `SELECT 1 FROM pgboss.job WHERE name = 'session-mails' AND state = 'created'
               AND data = $1::jsonb`,
            [JSON.stringify({ kind: 'reminder', date: DATE })],
          )
        ).rows,
      (rows) => expect(rows).toHaveLength(1),
      20_000,
    );
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    expect(reminders()).toEqual([]);

    const [second, third] = await Promise.all([start(), start()]);
    // The jobs were timed on the first instance's clock: set theirs to it, then let the time pass.
    await setClock(third, NOW, { moveJobs: false });
    await setClock(second, NOW, { moveJobs: false });
    await setClock(third, `${REMINDER_AT.slice(0, -1)}.500Z`, { moveJobs: false });
    await setClock(second, `${REMINDER_AT.slice(0, -1)}.500Z`);

    const sent = await eventually(
      async () => reminders(),
      (to) => expect(to).toHaveLength(3),
      30_000,
    );
    expect([...sent].sort()).toEqual(members.map((member) => member.email).sort());
    // A while later, still one each, and recorded once each.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(reminders()).toHaveLength(3);
    const recorded = (await store.readStream(`practice-session-${DATE}`)).filter(
      (event) => event.type === 'MemberNotified',
    );
    expect(recorded.map((event) => (event.data as { userId: string }).userId).sort()).toEqual(
      members.map((member) => member.id).sort(),
    );
  }, 180_000);
});

async function setClock(
  instance: AppInstance,
  now: string,
  options: { moveJobs?: boolean } = {},
): Promise<void> {
  const reply = await fetch(`${instance.url}/api/test/clock`, {
    method: 'PUT',
    headers: instanceHeaders(instance),
    body: JSON.stringify({ now, ...options }),
  });
  expect(reply.status).toBe(200);
}

async function signUpAndRegister(
  instance: AppInstance,
  index: number,
): Promise<{ id: string; email: string }> {
  const email = `mails-restart-${index}-${Date.now()}@example.com`;
  const signedUp = await fetch(`${instance.url}/api/auth/signup`, {
    method: 'POST',
    headers: instanceHeaders(instance),
    body: JSON.stringify({
      firstName: 'Restart',
      lastName: `${index}`,
      email,
      password: 'correct horse battery',
    }),
  });
  expect(signedUp.status).toBe(201);
  const { id } = (await signedUp.json()) as { id: string };
  const cookie = (signedUp.headers.get('set-cookie') ?? '').split(';')[0];
  const registered = await fetch(`${instance.url}/api/user-schedule`, {
    method: 'POST',
    headers: instanceHeaders(instance, cookie),
    body: JSON.stringify({ attendanceDate: DATE, attending: true }),
  });
  expect(registered.status).toBe(200);
  return { id, email };
}
