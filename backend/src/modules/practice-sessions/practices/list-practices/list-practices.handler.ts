import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PracticeEntity } from '../practice.entity.js';
import { ListPracticesQuery, type PracticeView } from './list-practices.query.js';

@QueryHandler(ListPracticesQuery)
export class ListPracticesHandler implements IQueryHandler<ListPracticesQuery, PracticeView[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<PracticeView[]> {
    const practices = await this.dataSource
      .getRepository(PracticeEntity)
      .find({ order: { dayOfWeek: 'ASC' } });
    return practices.map(({ id, dayOfWeek, name, description, isWeekend, startTime, endTime }) => ({
      id,
      dayOfWeek,
      name,
      description,
      isWeekend,
      startTime,
      endTime,
    }));
  }
}
