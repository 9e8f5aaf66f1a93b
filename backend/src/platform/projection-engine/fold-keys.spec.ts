import { canonicalUuid, dateOfDay, dayNumber } from './fold-keys.js';

describe('fold keys', () => {
  const id = '0b5e4b6c-3f0a-4c8e-9a51-7d2f0c1e9a44';

  it('spells a UUID as PostgreSQL stores it, whatever form it came in', () => {
    expect(canonicalUuid(id)).toBe(id);
    expect(canonicalUuid(id.toUpperCase())).toBe(id);
    expect(canonicalUuid(`{${id}}`)).toBe(id);
    expect(canonicalUuid(id.replaceAll('-', ''))).toBe(id);
  });

  it('refuses what a uuid column refuses', () => {
    for (const bad of ['', 'x', `${id}0`, `-${id}`, id.replace('-', '--'), 42, null]) {
      expect(() => canonicalUuid(bad)).toThrow(/invalid input syntax for type uuid/);
    }
  });

  it('turns calendar dates into day numbers and back, refusing dates that do not exist', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2024-02-29')).toBe(Date.UTC(2024, 1, 29) / 86_400_000);
    // Every day of four centuries, leap years (and 2100, which is not one) included.
    const wrong: string[] = [];
    for (let day = dayNumber('2000-01-01'); day < dayNumber('2400-01-01'); day++) {
      if (dayNumber(dateOfDay(day)) !== day) wrong.push(dateOfDay(day));
    }
    expect(wrong).toEqual([]);
    expect(dateOfDay(dayNumber('2026-03-08'))).toBe('2026-03-08');
    for (const bad of [
      '2026-02-30',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-05',
      '05/01/2026',
      20260105,
    ]) {
      expect(() => dayNumber(bad)).toThrow(/invalid input syntax for type date/);
    }
  });
});
