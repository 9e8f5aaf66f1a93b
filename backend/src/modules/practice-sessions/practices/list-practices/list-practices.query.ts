import { Query } from '@nestjs/cqrs';
import type { PracticeEntry } from '@sadhana/rules/api';

/** A schedule entry as the landing page and the member views read it (id, day, name, description, weekend), plus start and end time. */
export type PracticeView = PracticeEntry;

export class ListPracticesQuery extends Query<PracticeView[]> {}
