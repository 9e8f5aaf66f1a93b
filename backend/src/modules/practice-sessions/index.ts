// The practice sessions context's public face: the weekly practices and removing a registration on its
// stream. The sessions' events and decider are in domain/practice-sessions, their read models in
// projections/session-*.
export { PracticeSessionsModule } from './practice-sessions.module.js';
export { PracticeEntity } from './practices/practice.entity.js';
export { PracticeSchedule } from './practices/practice-schedule.js';
export { removeRegistrationOnStream } from './remove-registration/remove-registration-on-stream.js';
