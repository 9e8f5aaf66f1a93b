import { PROFILE_PRACTICES } from './profile-options.js';
import {
  decideGoalsUpdate,
  decideProfileUpdate,
  EXPERIENCE_CONFLICT_MESSAGE,
  type ProfileFields,
} from './profile-update.js';

function blankProfile(): ProfileFields {
  const profile: Record<string, unknown> = {
    phoneNumber: null,
    address: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    noIshaYogaExperience: false,
  };
  for (const practice of PROFILE_PRACTICES) {
    profile[`${practice}Learned`] = false;
    profile[`${practice}Teacher`] = null;
    profile[`${practice}Year`] = null;
    profile[`${practice}Frequency`] = null;
    profile[`${practice}LastPractice`] = null;
  }
  return profile as unknown as ProfileFields;
}

describe('decideProfileUpdate', () => {
  it('changes only the fields sent', () => {
    expect(decideProfileUpdate(blankProfile(), { phoneNumber: '555-0100', address: undefined })).toEqual({
      ok: true,
      changes: { phoneNumber: '555-0100' },
    });
  });

  it('keeps the details of a learned practice', () => {
    const lastPractice = new Date('2026-11-01T04:00:00Z');
    expect(
      decideProfileUpdate(blankProfile(), {
        suryaKriyaLearned: true,
        suryaKriyaTeacher: 'Anand',
        suryaKriyaYear: 2015,
        suryaKriyaFrequency: 'daily',
        suryaKriyaLastPractice: lastPractice,
      }),
    ).toEqual({
      ok: true,
      changes: {
        suryaKriyaLearned: true,
        suryaKriyaTeacher: 'Anand',
        suryaKriyaYear: 2015,
        suryaKriyaFrequency: 'daily',
        suryaKriyaLastPractice: lastPractice,
      },
    });
  });

  it('clears the details of a practice marked not learned, even ones sent with it', () => {
    const current = {
      ...blankProfile(),
      angamardanaLearned: true,
      angamardanaTeacher: 'Anand',
      angamardanaYear: 2010,
    };
    expect(
      decideProfileUpdate(current, { angamardanaLearned: false, angamardanaFrequency: 'weekly' }),
    ).toEqual({
      ok: true,
      changes: {
        angamardanaLearned: false,
        angamardanaTeacher: null,
        angamardanaYear: null,
        angamardanaFrequency: null,
      },
    });
  });

  it('drops details sent for a practice that stays not learned', () => {
    expect(decideProfileUpdate(blankProfile(), { yogasanasTeacher: 'Anand' })).toEqual({
      ok: true,
      changes: { yogasanasTeacher: null },
    });
  });

  it('refuses "no experience" together with a learned practice, sent or stored', () => {
    expect(
      decideProfileUpdate(blankProfile(), { noIshaYogaExperience: true, shambhaviLearned: true }),
    ).toEqual({
      ok: false,
      message: EXPERIENCE_CONFLICT_MESSAGE,
    });
    expect(
      decideProfileUpdate({ ...blankProfile(), bhutaShuddhiLearned: true }, { noIshaYogaExperience: true }),
    ).toEqual({ ok: false, message: EXPERIENCE_CONFLICT_MESSAGE });
    expect(
      decideProfileUpdate(
        { ...blankProfile(), bhutaShuddhiLearned: true },
        { noIshaYogaExperience: true, bhutaShuddhiLearned: false },
      ).ok,
    ).toBe(true);
  });
});

describe('decideGoalsUpdate', () => {
  it('saves the location as chosen and derives its category', () => {
    expect(decideGoalsUpdate({ goalRetreatLocation: 'Southeast Utah' })).toEqual({
      ok: true,
      changes: { goalRetreatLocation: ['Southeast Utah'], goalRetreatLocationCategory: 'US' },
    });
    expect(
      decideGoalsUpdate({ goalRetreatLocation: 'Portugal', goalRetreatLocationCategory: 'International' }),
    ).toEqual({
      ok: true,
      changes: { goalRetreatLocation: ['Portugal'], goalRetreatLocationCategory: 'International' },
    });
  });

  it('refuses a category that does not match the location', () => {
    expect(decideGoalsUpdate({ goalRetreatLocation: 'Belize', goalRetreatLocationCategory: 'US' })).toEqual({
      ok: false,
      message: 'The retreat location Belize is in the International group, not US.',
    });
  });

  it('refuses an unknown location and a category without a location', () => {
    expect(decideGoalsUpdate({ goalRetreatLocation: 'Atlantis' }).ok).toBe(false);
    expect(decideGoalsUpdate({ goalRetreatLocationCategory: 'US' }).ok).toBe(false);
  });

  it('an empty location clears location and category', () => {
    expect(
      decideGoalsUpdate({ goalRetreatLocation: '', goalRetreatLocationCategory: 'International' }),
    ).toEqual({ ok: true, changes: { goalRetreatLocation: null, goalRetreatLocationCategory: null } });
  });

  it('passes the other goal fields through', () => {
    expect(decideGoalsUpdate({ goalPracticesToLearn: ['Yogasanas'], goalShortTerm: 'Rise at 4' })).toEqual({
      ok: true,
      changes: { goalPracticesToLearn: ['Yogasanas'], goalShortTerm: 'Rise at 4' },
    });
  });
});
