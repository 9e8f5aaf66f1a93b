import request from 'supertest';
import { csrfHeaders, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

const TOKEN = 'a-scraper-token-of-the-operators';

/** The value of one series in Prometheus' text format, or undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ metricsToken: TOKEN });
    // Sunday 2026-11-22, 07:00 in New York: Tuesday's session is open for registration.
    app.clock.set(new Date('2026-11-22T12:00:00Z'));
  });

  afterAll(async () => {
    await app.close();
  });

  const scrape = () => request(app.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

  it('shows, after a sign-up and a registration, the commands, the appends, each projector’s lag and the requests', async () => {
    const member = await signUpAgent(app);
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: '2026-11-24', attending: true })
      .expect(200);
    await app.caughtUp();

    const response = await scrape().expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;

    expect(sample(text, 'sadhana_command_duration_seconds_count{command="SignUpMember",outcome="ok"}')).toBe(
      1,
    );
    expect(
      sample(text, 'sadhana_command_duration_seconds_count{command="RegisterForSession",outcome="ok"}'),
    ).toBe(1);
    expect(sample(text, 'sadhana_events_appended_total{type="MemberSignedUp"}')).toBe(1);
    expect(sample(text, 'sadhana_events_appended_total{type="RegisteredForSession"}')).toBe(1);

    // Every projector caught up: no event behind, none waiting.
    for (const projector of ['session_registration', 'studio_members', 'membership']) {
      expect(sample(text, `sadhana_projector_lag_events{projector="${projector}"}`)).toBe(0);
      expect(sample(text, `sadhana_projector_lag_seconds{projector="${projector}"}`)).toBe(0);
      expect(sample(text, `sadhana_projector_stopped{projector="${projector}"}`)).toBe(0);
    }

    // Requests by route pattern and status, with their latency buckets.
    expect(
      sample(
        text,
        'sadhana_http_request_duration_seconds_count{method="POST",route="/api/user-schedule",status="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'sadhana_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/auth/signup",status="201"}',
      ),
    ).toBe(1);

    // The job queue, the PostgreSQL pool and this instance's readiness.
    expect(text).toMatch(/^sadhana_jobs\{queue="[^"]+",state="waiting"\} \d+$/m);
    expect(text).toMatch(/^sadhana_jobs\{queue="[^"]+",state="failed"\} \d+$/m);
    expect(sample(text, 'sadhana_pg_pool_connections{pool="main",state="max"}')).toBe(20);
    expect(sample(text, 'sadhana_pg_pool_waiting{pool="main"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sadhana_ready{check="database"}')).toBe(1);
    expect(sample(text, 'sadhana_ready{check="inline_projections"}')).toBe(1);
  });

  it('counts a command the domain refuses as refused, and a request by its route pattern, not its path', async () => {
    const member = await signUpAgent(app);
    // A date outside the registration window: the decider refuses it.
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: '2026-12-24', attending: true })
      .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));
    const id = '9b2f3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d';
    await member.agent.get(`/api/admin/user/${id}/summary`).expect(403);

    const text = (await scrape().expect(200)).text;
    expect(text).toContain('route="/api/admin/user/:userId/summary",status="403"');
    expect(text).not.toContain(id);
    expect(text).toMatch(
      /^sadhana_command_duration_seconds_count\{command="RegisterForSession",outcome="refused"\} 1$/m,
    );
  });

  it('answers 404 without the token or with a wrong one, as it does any unknown path', async () => {
    await request(app.server).get('/metrics').expect(404, { message: 'Not found.' });
    await request(app.server).get('/metrics').set('Authorization', 'Bearer wrong').expect(404);
    await request(app.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(404);
    await request(app.server).get('/metrics').set('Authorization', TOKEN).expect(404);
    await request(app.server).get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(404);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ metricsToken: undefined });
  });

  afterAll(async () => {
    await app.close();
  });

  it('is never public: 404 to everyone, whatever they send', async () => {
    await request(app.server).get('/metrics').expect(404);
    await request(app.server).get('/metrics').set('Authorization', 'Bearer ').expect(404);
    await request(app.server).get('/metrics').set('Authorization', 'Bearer undefined').expect(404);
  });
});
