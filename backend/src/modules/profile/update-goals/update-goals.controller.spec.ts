import {
  currentUser,
  GOALS_FORM,
  profileTestSuite,
  putGoals,
  putProfile,
} from '../../../../test/support/profile-test-helpers.js';

describe('PUT /api/profile/goals', () => {
  const suite = profileTestSuite();
  const { signedIn } = suite;

  it('refuses a signed-out caller with 401 Unauthorized', async () => {
    await suite.expectSignedOutRefused('/api/profile/goals', GOALS_FORM);
  });

  it('saves the goal form; the location is stored as chosen, as a one-element list', async () => {
    const agent = await signedIn();
    const response = await putGoals(agent, GOALS_FORM).expect(200);
    const saved = { ...GOALS_FORM, goalRetreatLocation: ['Southeast Utah'] };
    expect(response.body).toMatchObject(saved);
    expect(await currentUser(agent)).toMatchObject(saved);
    const rows = await suite.app.db.pool.query(
      'SELECT goal_retreat_location, goal_retreat_location_category FROM users WHERE id = $1',
      [response.body.id],
    );
    expect(rows.rows[0]).toEqual({
      goal_retreat_location: ['Southeast Utah'],
      goal_retreat_location_category: 'US',
    });
    expect(response.body.profileCompletion).toEqual({
      percentage: 67,
      sections: { yogaExperience: false, goalPlanning: true, personalGoals: true },
    });
  });

  it('reaches 100% completion with experience, practices to learn and a goal', async () => {
    const agent = await signedIn();
    await putProfile(agent, { noIshaYogaExperience: true }).expect(200);
    const response = await putGoals(agent, { goalPracticesToLearn: ['Yogasanas'], goalLifetime: 'Joy' });
    expect(response.status).toBe(200);
    expect(response.body.profileCompletion.percentage).toBe(100);
    expect((await currentUser(agent)).profileCompletion).toEqual({
      percentage: 100,
      sections: { yogaExperience: true, goalPlanning: true, personalGoals: true },
    });
  });

  it('derives the category when it is left out', async () => {
    const agent = await signedIn();
    const response = await putGoals(agent, { goalRetreatLocation: 'Costa Rica' }).expect(200);
    expect(response.body).toMatchObject({
      goalRetreatLocation: ['Costa Rica'],
      goalRetreatLocationCategory: 'International',
    });
  });

  it('an empty location clears location and category; empty texts and lists clear too', async () => {
    const agent = await signedIn();
    await putGoals(agent, GOALS_FORM).expect(200);
    await putGoals(agent, {
      goalPracticesToLearn: [],
      goalRetreatType: '',
      goalRetreatDuration: null,
      goalRetreatLocation: '',
      goalRetreatLocationCategory: 'International',
      goalShortTerm: '  ',
      goalMidTerm: '',
      goalLifetime: null,
    }).expect(200);
    expect(await currentUser(agent)).toMatchObject({
      goalPracticesToLearn: [],
      goalRetreatType: null,
      goalRetreatDuration: null,
      goalRetreatLocation: null,
      goalRetreatLocationCategory: null,
      goalShortTerm: null,
      goalMidTerm: null,
      goalLifetime: null,
      profileCompletion: {
        percentage: 0,
        sections: { yogaExperience: false, goalPlanning: false, personalGoals: false },
      },
    });
  });

  it('changes only the fields sent', async () => {
    const agent = await signedIn();
    await putGoals(agent, GOALS_FORM).expect(200);
    await putGoals(agent, { goalShortTerm: 'Rise at four' }).expect(200);
    expect(await currentUser(agent)).toMatchObject({
      ...GOALS_FORM,
      goalRetreatLocation: ['Southeast Utah'],
      goalShortTerm: 'Rise at four',
    });
  });

  const refused: [string, Record<string, unknown>, RegExp][] = [
    [
      'a category that does not match the location',
      { goalRetreatLocation: 'Belize', goalRetreatLocationCategory: 'US' },
      /Belize is in the International group/,
    ],
    [
      'an unknown category',
      { goalRetreatLocation: 'Oregon', goalRetreatLocationCategory: 'Europe' },
      /'US' or 'International'/,
    ],
    ['a category without a location', { goalRetreatLocationCategory: 'US' }, /together with its category/],
    ['an unknown location', { goalRetreatLocation: 'Atlantis' }, /retreat location from the list/],
    ['a list of locations', { goalRetreatLocation: ['Oregon'] }, /retreat location from the list/],
    [
      'an unknown practice to learn',
      { goalPracticesToLearn: ['Yogasanas', 'Kite Surfing'] },
      /must be among/,
    ],
    ['a repeated practice to learn', { goalPracticesToLearn: ['Yogasanas', 'Yogasanas'] }, /must not repeat/],
    ['practices to learn as text', { goalPracticesToLearn: 'Yogasanas' }, /must be a list/],
    ['an unknown retreat type', { goalRetreatType: 'Beach party' }, /Retreat type must be one of/],
    ['an unknown duration', { goalRetreatDuration: '3 Days Retreat' }, /Retreat duration must be one of/],
    ['a goal text too long', { goalLifetime: 'x'.repeat(2001) }, /at most 2000/],
    ['a goal that is not text', { goalMidTerm: 42 }, /must be text/],
    ['an unknown field', { goalRetreatLocations: ['Oregon'] }, /should not exist/],
  ];

  it.each(refused)(
    'refuses %s with 400, a clear message, and saves nothing',
    async (_name, body, message) => {
      const agent = await signedIn();
      await putGoals(agent, GOALS_FORM).expect(200);
      const before = await currentUser(agent);
      const response = await putGoals(agent, { goalShortTerm: 'CHANGED', ...body }).expect(400);
      expect(response.body).toEqual({ message: expect.stringMatching(message) });
      expect(await currentUser(agent)).toEqual(before);
    },
  );
});
