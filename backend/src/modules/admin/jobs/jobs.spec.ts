import request from 'supertest';
import { useAdminSessionApp } from '../../../../test/support/admin-session-app.js';
import { eventually } from '../../../../test/support/eventually.js';
import { mailsArrived, sessionMailPlanned } from '../../../../test/support/session-mails.js';
import { csrfHeaders, registerFor, signUpAgent } from '../../../../test/support/sign-up.js';

// Friday 2026-11-27, 09:00 in New York: Tuesday 12-01's reminders wait for Sunday 17:00 (22:00Z).
const NOW = '2026-11-27T14:00:00Z';
const DATE = '2026-12-01';

describe('the admin’s jobs (GET /api/admin/jobs, POST /api/admin/jobs/:id/retry)', () => {
  const context = useAdminSessionApp(NOW);
  const jobs = (query: string) => context.admin.agent.get(`/api/admin/jobs${query}`);

  it('answers 401 signed out, 403 to a member, 400 for a bad view or page', async () => {
    const member = await signUpAgent(context.app);
    await request(context.app.server).get('/api/admin/jobs').expect(401);
    await member.agent.get('/api/admin/jobs').expect(403);
    await member.agent.post(`/api/admin/jobs/${crypto.randomUUID()}/retry`).set(csrfHeaders).expect(403);
    await jobs('?view=all').expect(400, { message: 'view must be upcoming, sent or failed' });
    await jobs('?page=0').expect(400, { message: 'page must be a whole number from 1' });
  });

  it('lists upcoming jobs in the order they run, and retries a failed one', async () => {
    const member = await signUpAgent(context.app);
    await registerFor(member, [DATE, '2026-11-30']);
    await sessionMailPlanned(context.app, 'reminder', DATE, '2026-11-29T22:00:00.000Z');
    await sessionMailPlanned(context.app, 'reminder', '2026-11-30', '2026-11-28T22:00:00.000Z');
    const upcoming = (await jobs('?view=upcoming').expect(200)).body;
    expect(upcoming).toMatchObject({ view: 'upcoming', page: 1, pageSize: 50, total: 2 });
    expect(upcoming.items.map((job: { data: unknown; runAt: string }) => [job.data, job.runAt])).toEqual([
      [{ kind: 'reminder', date: '2026-11-30' }, '2026-11-28T22:00:00.000Z'],
      [{ kind: 'reminder', date: DATE }, '2026-11-29T22:00:00.000Z'],
    ]);
    expect((await jobs('?view=failed').expect(200)).body).toMatchObject({ items: [], total: 0 });

    // A job whose attempts all failed (as an SMTP server refusing for hours would leave it).
    const [job] = upcoming.items;
    await context.app.db.pool.query(
      `UPDATE pgboss.job SET state = 'failed', retry_count = 6, completed_on = now(),
              output = '{"message": "connect ECONNREFUSED 127.0.0.1:25"}'::jsonb WHERE id = $1`,
      [job.id],
    );
    const failed = (await jobs('?view=failed').expect(200)).body;
    expect(failed.items).toEqual([
      expect.objectContaining({
        id: job.id,
        state: 'failed',
        attempts: 6,
        error: 'connect ECONNREFUSED 127.0.0.1:25',
      }),
    ]);
    expect((await jobs('').expect(200)).body.total).toBe(1);

    await context.admin.agent
      .post(`/api/admin/jobs/${crypto.randomUUID()}/retry`)
      .set(csrfHeaders)
      .expect(404, { message: 'There is no such failed job.' });
    await context.admin.agent
      .post('/api/admin/jobs/not-a-job/retry')
      .set(csrfHeaders)
      .expect(404, { message: 'There is no such job.' });
    await context.admin.agent
      .post(`/api/admin/jobs/${job.id}/retry`)
      .set(csrfHeaders)
      .expect(200, { retried: true });
    // It runs again at once: its time has come (Saturday 17:00), so it plans itself again for that time.
    await eventually(
      async () => (await jobs('?view=failed').expect(200)).body.total,
      (total) => expect(total).toBe(0),
    );
    await context.app.moveClock(new Date('2026-11-28T22:00:30Z'));
    await mailsArrived(context.app, 'Reminder: Surya Shakti on Monday, November 30', [member.user.email]);
    // Done, it is listed as sent, newest first.
    await eventually(
      async () => (await jobs('?view=sent').expect(200)).body,
      (sent) => {
        expect(sent).toMatchObject({ view: 'sent', total: 1 });
        expect(sent.items[0]).toMatchObject({
          data: { kind: 'reminder', date: '2026-11-30' },
          state: 'completed',
        });
      },
    );
  });
});
