// The studio's clock lives in the rules shared with the frontend; the backend's modules import it from here.
export {
  addDays,
  dayOfWeek,
  isSessionDate,
  lastBegunDate,
  type SessionDate,
  STUDIO_ZONE,
  sessionStart,
  studioDate,
} from '@sadhana/rules/time';
