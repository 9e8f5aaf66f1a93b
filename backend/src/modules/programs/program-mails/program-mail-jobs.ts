import type { ProgramMailKind } from '../../../domain/programs/program.events.js';

/** The queue of the mails about programs: one job tells everyone owed one kind of mail about one program. */
export const PROGRAM_MAILS_QUEUE = 'program-mails';

export type ProgramMailJob = { programId: string; kind: ProgramMailKind };

/** How long before a program starts its participants are reminded. */
export const PROGRAM_REMINDER_HOURS = 48;
