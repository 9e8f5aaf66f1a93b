import { Query } from '@nestjs/cqrs';

/** A schedule entry as the landing page and the member views read it (spec §3, plus start and end time). */
export interface PracticeView {
  id: number;
  dayOfWeek: number;
  name: string;
  description: string | null;
  isWeekend: boolean;
  startTime: string;
  endTime: string;
}

export class ListPracticesQuery extends Query<PracticeView[]> {}
