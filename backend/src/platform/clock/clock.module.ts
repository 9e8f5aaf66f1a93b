import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';

/** The one clock of the app: the system's, unless the composition hands it another (tests do). */
@Global()
@Module({})
export class ClockModule {
  static register(clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: ClockModule,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
