import { PROFILE_PRACTICES } from '@sadhana/rules/profile';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { GOALS_FORM } from '../../../test/support/profile-test-helpers.js';
import { csrfHeaders, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { allEvents } from '../../../test/support/test-event-store.js';

type Method = 'post' | 'put';

interface JsonEndpoint {
  method: Method;
  path: string;
  /** A body the endpoint accepts; each of its string fields (and list entries) is replaced in turn. */
  body: Record<string, unknown>;
  signedIn: boolean;
}

const practiceFields = Object.fromEntries(
  PROFILE_PRACTICES.flatMap((practice) => [
    [`${practice}Learned`, true],
    [`${practice}Teacher`, 'A teacher'],
    [`${practice}Frequency`, 'daily'],
    [`${practice}LastPractice`, '2020-01-15'],
  ]),
);

/** Every JSON endpoint of the app with its string fields. */
const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    method: 'post',
    path: '/api/auth/signup',
    body: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com', password: 'secret-pw' },
    signedIn: false,
  },
  {
    method: 'post',
    path: '/api/auth/signin',
    body: { email: 'ravi@example.com', password: 'secret-pw' },
    signedIn: false,
  },
  { method: 'post', path: '/api/auth/forgot-password', body: { email: 'ravi@example.com' }, signedIn: false },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    body: { token: 'A'.repeat(43), password: 'new-secret-pw' },
    signedIn: false,
  },
  {
    method: 'put',
    path: '/api/profile',
    body: {
      phoneNumber: '201-555-0100',
      address: '1 Main St',
      emergencyContactName: 'Asha Rao',
      emergencyContactPhone: '201-555-0199',
      ...practiceFields,
    },
    signedIn: true,
  },
  {
    method: 'put',
    path: '/api/profile/goals',
    body: { ...GOALS_FORM, goalPracticesToLearn: ['Yogasanas'] },
    signedIn: true,
  },
  {
    method: 'post',
    path: '/api/user-schedule',
    body: { attendanceDate: '2026-11-24', attending: true },
    signedIn: true,
  },
];

/** Every place a string sits in a body: top-level fields and list entries, as a path of keys. */
function stringSlots(body: Record<string, unknown>): (string | number)[][] {
  const slots: (string | number)[][] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') slots.push([key]);
    if (Array.isArray(value))
      value.forEach((entry, index) => {
        if (typeof entry === 'string') slots.push([key, index]);
      });
  }
  return slots;
}

/** The body with one slot replaced by a placeholder, as JSON text: the caller puts in raw JSON or bytes. */
const PLACEHOLDER = '__SLOT__';
function withPlaceholder(body: Record<string, unknown>, slot: (string | number)[]): string {
  const copy = structuredClone(body) as Record<string, unknown>;
  if (slot.length === 1) copy[slot[0]] = PLACEHOLDER;
  else (copy[slot[0]] as unknown[])[slot[1] as number] = PLACEHOLDER;
  return JSON.stringify(copy);
}

const LONE_SURROGATES = ['\\ud800', 'a\\udfff', 'x\\udc00\\ud800y', '\\ud83d@example.com'];
/** Overlong UTF-8 encodings ("/" as 2 bytes, NUL as 2 bytes, "A" as 3 and 4), and an encoded surrogate. */
const INVALID_UTF8 = [
  [0xc0, 0xaf],
  [0xc0, 0x80],
  [0xe0, 0x80, 0xc1],
  [0xf0, 0x80, 0x80, 0xc1],
  [0xed, 0xa0, 0x80],
];
const MIXED_SCRIPT = [
  'Rаvі Кумар 山田 ראבי',
  'pаypal@exаmple.com',
  'Ꭺsha\u200Dtext 👩\u200D👩\u200D👧',
  'x\u0301\u0308',
  '🙏 Asha 𝒜',
];

/** Each direction control, alone or inside text, as JSON escapes. */
const BIDI_CONTROLS = [
  ...['202a', '202b', '202c', '202d', '202e', '2066', '2067', '2068', '2069', '200e', '200f', '061c'].map(
    (code) => `Asha\\u${code}Rao`,
  ),
  '\\u202Egpj.exe',
  // Sent as the character itself rather than a JSON escape.
  'Asha \u2067Rao',
];

const LONE_SURROGATE_MESSAGE = 'Text may not contain unpaired surrogate characters.';
const BIDI_MESSAGE =
  'Text may not contain direction control characters (such as U+202E), which make text display other than it reads.';
const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8.';
const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';
const NO_BODY_MESSAGE = 'The request body must be a JSON object.';

function expectRefusal(label: string, response: request.Response, status: number, message: string): void {
  expect({ label, status: response.status, body: response.body }).toEqual({
    label,
    status,
    body: { message },
  });
}

describe('JSON request bodies', () => {
  let app: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    app = await createTestApp();
    agent = (await signUpAgent(app, { email: 'ravi@example.com', password: 'the-real-password' })).agent;
  });

  afterAll(async () => {
    await app.close();
  });

  /** Sends the body as these exact bytes (supertest would serialize a Buffer as JSON). */
  const send = (
    endpoint: JsonEndpoint,
    body: string | Buffer,
    contentType = 'application/json',
  ): Promise<request.Response> => {
    const bytes = Buffer.from(body);
    const call = (endpoint.signedIn ? agent : request(app.server))
      [endpoint.method](endpoint.path)
      .set(csrfHeaders)
      .set('Content-Type', contentType)
      .set('Content-Length', String(bytes.length));
    return new Promise((resolve, reject) => {
      call.write(bytes);
      call.end((error, response) => (error ? reject(error) : resolve(response)));
    });
  };

  /** What the signed-in user and the accounts tables look like: a refused request must leave both as they were. */
  const snapshot = async () => ({
    user: (await agent.get('/api/auth/user').expect(200)).body,
    schedule: (await agent.get('/api/user-schedule').expect(200)).body,
    counts: (
      await app.db.pool.query(
        `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM account_tokens)::int AS tokens,
                (SELECT string_agg(password_hash, ',') FROM users) AS hashes`,
      )
    ).rows[0],
    events: (await allEvents(app.runtime.eventStore)).length,
  });

  it('tells a malformed body from a body that is JSON but not an object', async () => {
    const broken = await request(app.server)
      .post('/api/practices')
      .set(csrfHeaders)
      .set('content-type', 'application/json')
      .send('{"a":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });
    const bare = await request(app.server)
      .post('/api/practices')
      .set(csrfHeaders)
      .set('content-type', 'application/json')
      .send('"text"');
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it('refuses text with NUL characters, which PostgreSQL cannot store, before any handler runs', async () => {
    for (const json of [
      '{"firstName":"A\\u0000B"}',
      '{"a\\u0000":1}',
      '{"nested":{"list":["ok","\\u0000"]}}',
    ]) {
      const response = await request(app.server)
        .post('/api/auth/signup')
        .set(csrfHeaders)
        .set('content-type', 'application/json')
        .send(json);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Text may not contain NUL characters.' });
    }
  });

  it('refuses NUL in a query string too (a search for "a%00b" would reach PostgreSQL), before any handler runs', async () => {
    for (const path of [
      '/api/admin/users-overview?page=1&q=a%00b',
      '/api/admin/attendance-history?q=%00',
      '/api/practices?x=%00',
    ]) {
      const response = await request(app.server).get(path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Text may not contain NUL characters.' });
    }
    await request(app.server).get('/api/practices?q=a%01b').expect(200);
  });

  it('refuses a lone UTF-16 surrogate in any string field or key of every endpoint, and changes nothing', async () => {
    const before = await snapshot();
    for (const endpoint of JSON_ENDPOINTS) {
      for (const slot of stringSlots(endpoint.body)) {
        for (const surrogate of LONE_SURROGATES) {
          const json = withPlaceholder(endpoint.body, slot).replace(`"${PLACEHOLDER}"`, `"${surrogate}"`);
          const label = `${endpoint.path} ${slot.join('.')} = "${surrogate}"`;
          expectRefusal(label, await send(endpoint, json), 400, LONE_SURROGATE_MESSAGE);
        }
      }
      const inKey = JSON.stringify(endpoint.body).replace(/^\{/, '{"note\\udbff":"x",');
      expectRefusal(`${endpoint.path} key`, await send(endpoint, inKey), 400, LONE_SURROGATE_MESSAGE);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bidirectional control characters in any string field or key of every endpoint, and changes nothing', async () => {
    const before = await snapshot();
    for (const endpoint of JSON_ENDPOINTS) {
      for (const slot of stringSlots(endpoint.body)) {
        for (const text of BIDI_CONTROLS) {
          const json = withPlaceholder(endpoint.body, slot).replace(`"${PLACEHOLDER}"`, `"${text}"`);
          const label = `${endpoint.path} ${slot.join('.')} = "${text}"`;
          expectRefusal(label, await send(endpoint, json), 400, BIDI_MESSAGE);
        }
      }
      const inKey = JSON.stringify(endpoint.body).replace(/^\{/, '{"note\\u202e":"x",');
      expectRefusal(`${endpoint.path} key`, await send(endpoint, inKey), 400, BIDI_MESSAGE);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not valid UTF-8 (overlong encodings, an encoded surrogate), and changes nothing', async () => {
    const before = await snapshot();
    for (const endpoint of JSON_ENDPOINTS) {
      for (const slot of stringSlots(endpoint.body)) {
        for (const bytes of INVALID_UTF8) {
          const [head, tail] = withPlaceholder(endpoint.body, slot).split(PLACEHOLDER);
          const body = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
          const label = `${endpoint.path} ${slot.join('.')} bytes ${Buffer.from(bytes).toString('hex')}`;
          expectRefusal(label, await send(endpoint, body), 400, INVALID_UTF8_MESSAGE);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses overlong text in any string field (under the body limit) with 4xx and a message, and changes nothing', async () => {
    const before = await snapshot();
    for (const endpoint of JSON_ENDPOINTS) {
      for (const slot of stringSlots(endpoint.body)) {
        const json = withPlaceholder(endpoint.body, slot).replace(PLACEHOLDER, 'x'.repeat(60_000));
        const response = await send(endpoint, json);
        const label = `${endpoint.path} ${slot.join('.')}`;
        expect({ label, refused: response.status >= 400 && response.status < 500 }).toEqual({
          label,
          refused: true,
        });
        expect({ label, message: typeof response.body.message }).toEqual({ label, message: 'string' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers mixed-script text in any string field without a 5xx, and stores accepted text as sent', async () => {
    for (const endpoint of JSON_ENDPOINTS) {
      for (const slot of stringSlots(endpoint.body)) {
        for (const text of MIXED_SCRIPT) {
          const json = withPlaceholder(endpoint.body, slot).replace(`"${PLACEHOLDER}"`, JSON.stringify(text));
          const response = await send(endpoint, json);
          const label = `${endpoint.path} ${slot.join('.')} = ${text}`;
          expect({ label, below500: response.status < 500 }).toEqual({ label, below500: true });
          if (response.status >= 400) {
            expect({ label, message: typeof response.body.message }).toEqual({ label, message: 'string' });
          } else if (endpoint.path.startsWith('/api/profile') && slot.length === 1) {
            const stored = (await agent.get('/api/auth/user').expect(200)).body[slot[0]];
            expect({ label, stored }).toEqual({ label, stored: text.trim() });
          }
        }
      }
    }
  });

  it('refuses __proto__ and constructor keys like any other unknown field, on every endpoint', async () => {
    const before = await snapshot();
    for (const endpoint of JSON_ENDPOINTS) {
      for (const key of ['__proto__', 'constructor']) {
        for (const value of ['{"isAdmin":true}', '{}', '"x"', '1']) {
          const json = JSON.stringify(endpoint.body).replace(/^\{/, `{"${key}":${value},`);
          const label = `${endpoint.path} ${key}: ${value}`;
          expectRefusal(label, await send(endpoint, json), 400, `property ${key} should not exist`);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not JSON on every endpoint with 415, and changes nothing', async () => {
    const before = await snapshot();
    for (const endpoint of JSON_ENDPOINTS) {
      const json = JSON.stringify(endpoint.body);
      const form = new URLSearchParams(
        Object.entries(endpoint.body).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
      for (const [contentType, body] of [
        ['text/plain', json],
        ['text/plain;charset=UTF-8', json],
        ['application/x-www-form-urlencoded', form],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--`,
        ],
        ['application/xml', '<a/>'],
      ]) {
        const label = `${endpoint.path} as ${contentType}`;
        expectRefusal(label, await send(endpoint, body, contentType), 415, NOT_JSON_MESSAGE);
      }
      const bare = await rawRequest(endpoint, json);
      expectRefusal(`${endpoint.path} without a content type`, bare, 415, NOT_JSON_MESSAGE);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing body where one is needed with 400, and changes nothing', async () => {
    const before = await snapshot();
    for (const endpoint of JSON_ENDPOINTS) {
      const response = await rawRequest(endpoint, undefined);
      expectRefusal(`${endpoint.path} without a body`, response, 400, NO_BODY_MESSAGE);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still takes the bodiless calls: sign-out, and POSTs sent with a JSON content type and no body', async () => {
    await agent
      .post('/api/calendar-feed')
      .set(csrfHeaders)
      .set('Content-Type', 'application/json')
      .expect(201);
    await agent.delete('/api/calendar-feed').set(csrfHeaders).expect(204);
    await agent.post('/api/calendar-feed').set(csrfHeaders).expect(201);
    const other = await signUpAgent(app);
    await other.agent
      .post('/api/auth/signout')
      .set(csrfHeaders)
      .set('Content-Type', 'application/json')
      .expect(204);
    await other.agent.get('/api/auth/user').expect(401);
  });

  /** A request with exactly these headers (supertest would add a content type of its own). */
  function rawRequest(endpoint: JsonEndpoint, body: string | undefined): Promise<request.Response> {
    let call = (endpoint.signedIn ? agent : request(app.server))
      [endpoint.method](endpoint.path)
      .set(csrfHeaders);
    if (body !== undefined) call = call.set('Content-Length', String(Buffer.byteLength(body)));
    return new Promise((resolve, reject) => {
      call.unset('Content-Type');
      if (body !== undefined) call.write(body);
      call.end((error, response) => (error ? reject(error) : resolve(response)));
    });
  }
});
