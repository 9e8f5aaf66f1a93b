import { type ProfileCompletionInput, profileCompletion } from './profile-completion.js';

const empty: ProfileCompletionInput = {
  noIshaYogaExperience: false,
  shambhaviLearned: false,
  angamardanaLearned: false,
  yogasanasLearned: false,
  suryaKriyaLearned: false,
  suryaShaktiLearned: false,
  bhutaShuddhiLearned: false,
  goalPracticesToLearn: null,
  goalShortTerm: null,
  goalMidTerm: null,
  goalLifetime: null,
};

describe('profileCompletion', () => {
  it('is 0% with no section complete', () => {
    expect(profileCompletion(empty)).toEqual({
      percentage: 0,
      sections: { yogaExperience: false, goalPlanning: false, personalGoals: false },
    });
  });

  it('counts yoga experience through the no-experience box or any learned practice', () => {
    expect(profileCompletion({ ...empty, noIshaYogaExperience: true }).sections.yogaExperience).toBe(true);
    for (const key of [
      'shambhaviLearned',
      'angamardanaLearned',
      'yogasanasLearned',
      'suryaKriyaLearned',
      'suryaShaktiLearned',
      'bhutaShuddhiLearned',
    ] as const) {
      expect(profileCompletion({ ...empty, [key]: true })).toEqual({
        percentage: 33,
        sections: { yogaExperience: true, goalPlanning: false, personalGoals: false },
      });
    }
  });

  it('counts goal planning only when a practice to learn is chosen', () => {
    expect(profileCompletion({ ...empty, goalPracticesToLearn: [] }).sections.goalPlanning).toBe(false);
    expect(profileCompletion({ ...empty, goalPracticesToLearn: ['Yogasanas'] }).sections.goalPlanning).toBe(
      true,
    );
  });

  it('counts personal goals when any goal text is filled, not when it is blank', () => {
    expect(profileCompletion({ ...empty, goalShortTerm: '   ' }).sections.personalGoals).toBe(false);
    expect(profileCompletion({ ...empty, goalShortTerm: 'Daily practice' }).sections.personalGoals).toBe(
      true,
    );
    expect(profileCompletion({ ...empty, goalMidTerm: 'Teach' }).sections.personalGoals).toBe(true);
    expect(profileCompletion({ ...empty, goalLifetime: 'Clarity' }).sections.personalGoals).toBe(true);
  });

  it('rounds: two of three is 67%, all three is 100%', () => {
    const two = { ...empty, noIshaYogaExperience: true, goalPracticesToLearn: ['Surya Kriya'] };
    expect(profileCompletion(two).percentage).toBe(67);
    expect(profileCompletion({ ...two, goalLifetime: 'Stillness' })).toEqual({
      percentage: 100,
      sections: { yogaExperience: true, goalPlanning: true, personalGoals: true },
    });
  });
});
