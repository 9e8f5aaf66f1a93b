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

/** 2027-01-01T03:00Z is still New Year's Eve 2026 in New York. */
const NOW = new Date('2027-01-01T03:00:00Z');
const decide = (current: ProfileFields, patch: Partial<ProfileFields>) =>
  decideProfileUpdate(current, patch, NOW);

describe('decideProfileUpdate', () => {
  it('refuses a year learned after the current Eastern year, whatever the UTC year', () => {
    expect(decide(blankProfile(), { suryaKriyaLearned: true, suryaKriyaYear: 2027 })).toEqual({
      ok: false,
      message: 'Surya Kriya year learned must be between 1990 and 2026.',
    });
    expect(decide(blankProfile(), { suryaKriyaLearned: true, suryaKriyaYear: 2026 }).ok).toBe(true);
  });

  it('refuses a last practice date after today in New York', () => {
    // Dates arrive as the instant their Eastern day starts.
    const newYearsDay = new Date('2027-01-01T05:00:00Z');
    const newYearsEve = new Date('2026-12-31T05:00:00Z');
    expect(decide(blankProfile(), { yogasanasLearned: true, yogasanasLastPractice: newYearsDay })).toEqual({
      ok: false,
      message: 'Yogasanas last practice date cannot be in the future.',
    });
    expect(decide(blankProfile(), { yogasanasLearned: true, yogasanasLastPractice: newYearsEve }).ok).toBe(
      true,
    );
  });

  it('changes only the fields sent', () => {
    expect(decide(blankProfile(), { phoneNumber: '555-0100', address: undefined })).toEqual({
      ok: true,
      changes: { phoneNumber: '555-0100' },
    });
  });

  it('keeps the details of a learned practice', () => {
    const lastPractice = new Date('2026-11-01T04:00:00Z');
    expect(
      decide(blankProfile(), {
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
    expect(decide(current, { angamardanaLearned: false, angamardanaFrequency: 'weekly' })).toEqual({
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
    expect(decide(blankProfile(), { yogasanasTeacher: 'Anand' })).toEqual({
      ok: true,
      changes: { yogasanasTeacher: null },
    });
  });

  it('refuses "no experience" together with a learned practice, sent or stored', () => {
    expect(decide(blankProfile(), { noIshaYogaExperience: true, shambhaviLearned: true })).toEqual({
      ok: false,
      message: EXPERIENCE_CONFLICT_MESSAGE,
    });
    expect(decide({ ...blankProfile(), bhutaShuddhiLearned: true }, { noIshaYogaExperience: true })).toEqual({
      ok: false,
      message: EXPERIENCE_CONFLICT_MESSAGE,
    });
    expect(
      decide(
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
