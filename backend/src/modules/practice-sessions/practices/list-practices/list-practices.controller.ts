import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListPracticesQuery, type PracticeView } from './list-practices.query.js';

@Controller('api/practices')
export class ListPracticesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  list(): Promise<PracticeView[]> {
    return this.queryBus.execute(new ListPracticesQuery());
  }
}
