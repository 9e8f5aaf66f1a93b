import {
  ALL_RETREAT_LOCATIONS,
  GOAL_PRACTICES_TO_LEARN,
  PRACTICE_FREQUENCIES,
  PRACTICE_LABELS,
  PROFILE_PRACTICES,
  practiceFrequencyLabel,
  retreatLocationCategory,
} from './profile.js';

describe('profile options', () => {
  it('spell the practice angamardana and label it Angamardhana', () => {
    expect(PROFILE_PRACTICES).toContain('angamardana');
    expect(PRACTICE_LABELS.angamardana).toBe('Angamardhana');
    expect(GOAL_PRACTICES_TO_LEARN).toContain('Angamardhana');
  });

  it('label the frequencies as the profile screen shows them', () => {
    expect(PRACTICE_FREQUENCIES.map(practiceFrequencyLabel)).toEqual([
      'Daily',
      'Weekly (2-3 times)',
      'Monthly',
      'Rarely',
      'Stopped practicing',
    ]);
  });

  it('word a frequency the list does not have as stored', () => {
    expect(practiceFrequencyLabel('hourly')).toBe('hourly');
  });
});

describe('retreatLocationCategory', () => {
  it('files each location under US or International', () => {
    expect(retreatLocationCategory('Southeast Utah')).toBe('US');
    expect(retreatLocationCategory('California/Arizona')).toBe('US');
    expect(retreatLocationCategory('Belize')).toBe('International');
    expect(ALL_RETREAT_LOCATIONS.every((location) => retreatLocationCategory(location) !== undefined)).toBe(
      true,
    );
  });

  it('knows no other location', () => {
    expect(retreatLocationCategory('Colombia')).toBeUndefined();
    expect(retreatLocationCategory('')).toBeUndefined();
  });
});
