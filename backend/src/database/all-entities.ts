import { PracticeEntity } from '../practices/practice.entity.js';
import { SessionRegistrationEntity } from '../projections/session-registration/session-registration.entity.js';

/** Listed, not globbed: add each new entity here. */
export const allEntities = [PracticeEntity, SessionRegistrationEntity];
