import { Module } from '@nestjs/common';
import { ListPracticesController } from './list-practices/list-practices.controller.js';
import { ListPracticesHandler } from './list-practices/list-practices.handler.js';

@Module({
  controllers: [ListPracticesController],
  providers: [ListPracticesHandler],
})
export class PracticesModule {}
