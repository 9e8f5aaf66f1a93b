import { validate } from 'class-validator';
import { IsStudioDate, latestDate, setValidationDay } from './date-rules.js';

class Dated {
  @IsStudioDate('on')
  on: unknown;
}

const messagesFor = async (on: unknown, today = '2026-11-23') => {
  const dated = Object.assign(new Dated(), { on });
  setValidationDay(dated, today);
  return (await validate(dated)).flatMap((error) => Object.values(error.constraints ?? {}));
};

describe('IsStudioDate', () => {
  it('takes real dates from 2000-01-01 to two years after the day it is told is today', async () => {
    expect(await messagesFor('2000-01-01')).toEqual([]);
    expect(await messagesFor('2028-11-23')).toEqual([]);
    expect(await messagesFor('2028-11-24')).toEqual(['on must be a date from 2000-01-01 to 2028-11-23']);
    expect(await messagesFor('2028-11-24', '2026-11-24')).toEqual([]);
    expect(await messagesFor('1999-12-31')).toEqual(['on must be a date from 2000-01-01 to 2028-11-23']);
  });

  it('tells a malformed value from a date that does not exist', async () => {
    for (const value of ['0000-1-1', '2026/11/24', 20261124, null, ['2026-11-24'], ' 2026-11-24'])
      expect(await messagesFor(value)).toEqual(['on must be a date like 2026-11-24']);
    for (const value of ['2026-02-29', '2026-04-31', '0000-00-00'])
      expect(await messagesFor(value)).toEqual(['on must be a real date like 2026-11-24']);
  });

  it('counts two years on the calendar, a leap day included', () => {
    expect(latestDate('2026-11-23')).toBe('2028-11-23');
    expect(latestDate('2028-02-29')).toBe('2030-02-28');
  });
});
