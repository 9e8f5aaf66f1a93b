import { PROFILE_PRACTICES } from '@sadhana/rules/profile';
import {
  currentUser,
  profileTestSuite,
  putProfile,
  studioToday,
  studioTomorrow,
  studioYear,
} from '../../../../test/support/profile-test-helpers.js';
import { csrfHeaders } from '../../../../test/support/sign-up.js';

describe('PUT /api/profile', () => {
  const suite = profileTestSuite();
  const { signedIn } = suite;

  it('refuses a signed-out caller with 401 Unauthorized', async () => {
    await suite.expectSignedOutRefused('/api/profile', { phoneNumber: '555' });
  });

  it('refuses a call without the CSRF header with 403 and saves nothing', async () => {
    const agent = await signedIn();
    await agent.put('/api/profile').send({ phoneNumber: '555-0100' }).expect(403);
    expect((await currentUser(agent)).phoneNumber).toBeNull();
  });

  it('saves the contact card, returns the user view, and GET /api/auth/user shows it', async () => {
    const agent = await signedIn();
    const contact = {
      phoneNumber: ' 201-555-0100 ',
      address: '1 Main St\nApt 2\nJersey City, NJ',
      emergencyContactName: 'Ravi Iyer',
      emergencyContactPhone: '201-555-0199',
    };
    const response = await putProfile(agent, contact).expect(200);
    expect(response.body).toMatchObject({ ...contact, phoneNumber: '201-555-0100' });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect(response.body.profileCompletion).toEqual({
      percentage: 0,
      sections: { yogaExperience: false, goalPlanning: false, personalGoals: false },
    });
    expect(await currentUser(agent)).toMatchObject({ ...contact, phoneNumber: '201-555-0100' });

    // an empty text or null clears a field; fields not sent stay
    await putProfile(agent, { phoneNumber: '', address: null }).expect(200);
    expect(await currentUser(agent)).toMatchObject({
      phoneNumber: null,
      address: null,
      emergencyContactName: 'Ravi Iyer',
      emergencyContactPhone: '201-555-0199',
    });
  });

  it('saves a learned practice with its details, and the contact card leaves them alone', async () => {
    const agent = await signedIn();
    const practice = {
      noIshaYogaExperience: false,
      suryaKriyaLearned: true,
      suryaKriyaTeacher: 'Anand',
      suryaKriyaYear: 2015,
      suryaKriyaFrequency: 'daily',
      suryaKriyaLastPractice: '2026-11-01',
      angamardanaLearned: true,
      angamardanaTeacher: null,
      angamardanaYear: null,
      angamardanaFrequency: 'stopped',
      angamardanaLastPractice: null,
    };
    const response = await putProfile(agent, practice).expect(200);
    expect(response.body).toMatchObject({
      suryaKriyaLearned: true,
      suryaKriyaTeacher: 'Anand',
      suryaKriyaYear: 2015,
      suryaKriyaFrequency: 'daily',
      // the start of that day in America/New_York
      suryaKriyaLastPractice: '2026-11-01T04:00:00.000Z',
      angamardanaLearned: true,
      angamardanaFrequency: 'stopped',
      shambhaviLearned: false,
    });
    expect(response.body.profileCompletion.sections.yogaExperience).toBe(true);
    expect(response.body.profileCompletion.percentage).toBe(33);

    await putProfile(agent, { phoneNumber: '555-0100' }).expect(200);
    expect(await currentUser(agent)).toMatchObject({
      phoneNumber: '555-0100',
      suryaKriyaLearned: true,
      suryaKriyaTeacher: 'Anand',
      suryaKriyaYear: 2015,
      suryaKriyaFrequency: 'daily',
      suryaKriyaLastPractice: '2026-11-01T04:00:00.000Z',
    });
  });

  it('clears the details of a practice no longer marked learned', async () => {
    const agent = await signedIn();
    await putProfile(agent, {
      yogasanasLearned: true,
      yogasanasTeacher: 'Anand',
      yogasanasYear: 2020,
      yogasanasFrequency: 'weekly',
      yogasanasLastPractice: '2026-10-10',
    }).expect(200);
    await putProfile(agent, { yogasanasLearned: false, yogasanasTeacher: 'Kept?' }).expect(200);
    expect(await currentUser(agent)).toMatchObject({
      yogasanasLearned: false,
      yogasanasTeacher: null,
      yogasanasYear: null,
      yogasanasFrequency: null,
      yogasanasLastPractice: null,
    });
  });

  it('accepts the bounds: 1990 and the current year, a last practice of today', async () => {
    const agent = await signedIn();
    await putProfile(agent, {
      shambhaviLearned: true,
      shambhaviYear: 1990,
      bhutaShuddhiLearned: true,
      bhutaShuddhiYear: studioYear(),
      bhutaShuddhiLastPractice: studioToday(),
    }).expect(200);
    expect(await currentUser(agent)).toMatchObject({ shambhaviYear: 1990, bhutaShuddhiYear: studioYear() });
  });

  it('saves "no experience" and counts it for completion', async () => {
    const agent = await signedIn();
    const response = await putProfile(agent, { noIshaYogaExperience: true }).expect(200);
    expect(response.body.noIshaYogaExperience).toBe(true);
    expect(response.body.profileCompletion.sections.yogaExperience).toBe(true);
  });

  const year = studioYear();
  const refused: [string, Record<string, unknown> | unknown[] | string, RegExp][] = [
    [
      'a year before 1990',
      { shambhaviLearned: true, shambhaviYear: 1989 },
      /year learned must be 1990 or later/,
    ],
    ['a year after this one', { shambhaviLearned: true, shambhaviYear: year + 1 }, /between 1990 and/],
    ['a fractional year', { suryaKriyaLearned: true, suryaKriyaYear: 2020.5 }, /whole number/],
    ['a year sent as text', { suryaKriyaLearned: true, suryaKriyaYear: '2020' }, /whole number/],
    [
      'an unknown frequency',
      { yogasanasLearned: true, yogasanasFrequency: 'often' },
      /frequency must be one of/,
    ],
    ['a frequency that is not text', { yogasanasLearned: true, yogasanasFrequency: 5 }, /frequency/],
    [
      'a date that does not exist',
      { suryaShaktiLearned: true, suryaShaktiLastPractice: '2026-02-30' },
      /Surya Shakti last practice date must be a real date/,
    ],
    [
      'a date that is not a date',
      { suryaShaktiLearned: true, suryaShaktiLastPractice: 'yesterday' },
      /Surya Shakti last practice date must be a date like/,
    ],
    [
      'a timestamp instead of a date',
      { suryaShaktiLearned: true, suryaShaktiLastPractice: '2026-11-01T10:00:00Z' },
      /Surya Shakti last practice date must be a date like/,
    ],
    [
      'a date in the future',
      { suryaShaktiLearned: true, suryaShaktiLastPractice: studioTomorrow() },
      /future/,
    ],
    [
      'a teacher name too long',
      { angamardanaLearned: true, angamardanaTeacher: 'x'.repeat(201) },
      /at most 200/,
    ],
    ['an address too long', { address: 'x'.repeat(1001) }, /Address must be at most 1000/],
    ['a phone number too long', { phoneNumber: '5'.repeat(201) }, /at most 200/],
    ['a phone number that is not text', { phoneNumber: 2015550100 }, /Phone number must be text/],
    ['learned sent as text', { shambhaviLearned: 'yes' }, /true or false/],
    ['learned sent as null', { shambhaviLearned: null }, /true or false/],
    ['no-experience sent as text', { noIshaYogaExperience: 'true' }, /true or false/],
    ['an unknown field', { isAdmin: true }, /property isAdmin should not exist/],
    ['a field of another feature', { membershipActive: true }, /should not exist/],
    ['the storage-less spelling of Angamardana', { angamardhanaLearned: true }, /should not exist/],
    [
      'no experience together with a learned practice',
      { noIshaYogaExperience: true, bhutaShuddhiLearned: true },
      /cannot mark a practice as learned/,
    ],
    ['a list instead of an object', [{ phoneNumber: '1' }], /./],
  ];

  it.each(refused)(
    'refuses %s with 400, a clear message, and saves nothing',
    async (_name, body, message) => {
      const agent = await signedIn();
      await putProfile(agent, { phoneNumber: 'before', emergencyContactName: 'Before' }).expect(200);
      const before = await currentUser(agent);
      const payload =
        Array.isArray(body) || typeof body !== 'object' ? body : { phoneNumber: 'CHANGED', ...body };
      const response = await putProfile(agent, payload).expect(400);
      expect(response.body).toEqual({ message: expect.stringMatching(message) });
      expect(await currentUser(agent)).toEqual(before);
    },
  );

  it('refuses a body that is not JSON with 400', async () => {
    const agent = await signedIn();
    const response = await agent
      .put('/api/profile')
      .set(csrfHeaders)
      .set('content-type', 'application/json')
      .send('{"phoneNumber":')
      .expect(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('stores each of the six practices under its own key', async () => {
    const agent = await signedIn();
    const body: Record<string, unknown> = {};
    PROFILE_PRACTICES.forEach((practice, index) => {
      body[`${practice}Learned`] = true;
      body[`${practice}Teacher`] = `Teacher ${index}`;
      body[`${practice}Year`] = 2000 + index;
      body[`${practice}Frequency`] = ['daily', 'weekly', 'monthly', 'rarely', 'stopped', 'daily'][index];
      body[`${practice}LastPractice`] = `2026-0${index + 1}-15`;
    });
    await putProfile(agent, body).expect(200);
    const rows = await suite.app.db.pool.query(
      `SELECT angamardana_teacher, surya_shakti_year, bhuta_shuddhi_frequency, shambhavi_last_practice
         FROM users WHERE id = $1`,
      [(await currentUser(agent)).id],
    );
    expect(rows.rows[0]).toEqual({
      angamardana_teacher: 'Teacher 1',
      surya_shakti_year: 2004,
      bhuta_shuddhi_frequency: 'daily',
      shambhavi_last_practice: new Date('2026-01-15T05:00:00.000Z'),
    });
  });
});
