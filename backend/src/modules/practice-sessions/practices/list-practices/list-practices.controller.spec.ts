import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.js';

describe('GET /api/practices', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the seven seeded practices in day order with their Eastern times', async () => {
    const response = await request(app.server).get('/api/practices').expect(200);
    expect(response.body).toHaveLength(7);
    expect(response.body.map((p: { dayOfWeek: number }) => p.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(response.body[4]).toEqual({
      id: expect.any(Number),
      dayOfWeek: 4,
      name: 'Yogasanas',
      description: expect.any(String),
      isWeekend: false,
      startTime: '04:30',
      endTime: '06:00',
      cancelledDates: [],
    });
    expect(
      response.body
        .filter((p: { isWeekend: boolean }) => p.isWeekend)
        .map((p: { dayOfWeek: number }) => p.dayOfWeek),
    ).toEqual([0, 6]);
  });

  it('answers malformed requests with a 4xx and a message, never a 500', async () => {
    const cases = [
      request(app.server).post('/api/practices').set('content-type', 'application/json').send('{"broken'),
      request(app.server)
        .post('/api/practices')
        .set('content-type', 'application/json')
        .send(`{"a":"${'x'.repeat(1_000_000)}"}`),
      request(app.server).get('/api/practices%'),
      request(app.server).get('/api/practices/%E0%A4%A'),
      request(app.server).delete('/api/practices'),
      request(app.server).get('/api/practices?dayOfWeek[$gt]=1&x=%00'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(500);
      if (response.status >= 400) expect(typeof response.body.message).toBe('string');
    }
  });
});
