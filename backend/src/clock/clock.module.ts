import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AdjustableClock, Clock, SystemClock } from './clock.js';
import { TestClockController } from './test-clock.controller.js';

@Global()
@Module({})
export class ClockModule {
  static register(options: { testClock: boolean }): DynamicModule {
    return {
      module: ClockModule,
      controllers: options.testClock ? [TestClockController] : [],
      providers: [
        { provide: Clock, useValue: options.testClock ? new AdjustableClock() : new SystemClock() },
      ],
      exports: [Clock],
    };
  }
}
