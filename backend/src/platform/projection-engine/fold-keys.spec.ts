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
    expect(dateOfDay(dayNumber('2026-03-08'))).toBe('2026-03-08');
    for (const bad of ['2026-02-30', '2026-1-05', '05/01/2026', 20260105]) {
      expect(() => dayNumber(bad)).toThrow(/invalid input syntax for type date/);
    }
  });
});
