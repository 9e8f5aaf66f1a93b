// The session mails' timing rules in words, for the screens that explain them (the profile's reminder
// switch, the admin's reminder setting). The numbers are the server's own (@sadhana/rules).
import {
  BEFORE_QUIET_HOURS_MINUTES,
  QUIET_HOURS_FROM,
  QUIET_HOURS_UNTIL,
} from '@sadhana/rules/session-mails';

const MINUTES_A_DAY = 24 * 60;

/**
 * Minutes after midnight on the studio's clock as a reader says them: 1230 → "8:30 PM", 420 → "7 AM"
 * (a no-break space before AM or PM, so a line never ends between them).
 */
function clockTime(minutesAfterMidnight: number): string {
  const minutes = ((minutesAfterMidnight % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}\u00a0${hour < 12 ? 'AM' : 'PM'}`;
}

/** When the quiet hours begin and end: "9 PM", "7 AM". */
export const QUIET_HOURS_BEGIN = clockTime(QUIET_HOURS_FROM * 60);
export const QUIET_HOURS_END = clockTime(QUIET_HOURS_UNTIL * 60);

/** When a reminder that would fall in the quiet hours goes instead, the evening before: "8:30 PM". */
export const BEFORE_QUIET_HOURS = clockTime(QUIET_HOURS_FROM * 60 - BEFORE_QUIET_HOURS_MINUTES);
