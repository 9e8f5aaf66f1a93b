// The practice sessions context's public face: the weekly practices, the sessions' streams and
// decider, and the session_registration read model.
export {
  type MemberNotified,
  type PracticeSessionEvent,
  practiceSessionEventTypes,
  practiceSessionStream,
  type RegistrationEvent,
  type SessionCancellationEvent,
  sessionCancellationEventTypes,
  sessionMailEventTypes,
  type WaitlistEvent,
  waitlistEventTypes,
} from '../../domain/practice-sessions/practice-session.events.js';
export { practiceSessionDecider } from '../../domain/practice-sessions/practice-session.js';
export { sessionCancellationProjector } from '../../projections/session-cancellation/session-cancellation.projector.js';
export { sessionCapacityProjector } from '../../projections/session-capacity/session-capacity.projector.js';
export {
  type SessionPlacesNow,
  sessionPlacesNow,
} from '../../projections/session-capacity/session-places.queries.js';
export { sessionRegistrationProjector } from '../../projections/session-registration/session-registration.projector.js';
export { attendanceRecordsJsonSql } from '../../projections/session-registration/session-registration.queries.js';
export { PracticeSessionsModule } from './practice-sessions.module.js';
export { PracticeEntity } from './practices/practice.entity.js';
export { PracticeSchedule } from './practices/practice-schedule.js';
export { removeRegistrationOnStream } from './remove-registration/remove-registration-on-stream.js';
