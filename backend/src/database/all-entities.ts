import { PracticeEntity } from '../practices/practice.entity';
import { SessionRegistrationEntity } from '../projections/session-registration/session-registration.entity';

/** Listed, not globbed: add each new entity here. */
export const allEntities = [PracticeEntity, SessionRegistrationEntity];
