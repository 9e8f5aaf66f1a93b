import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CommandPath } from './command-path.js';
import { EventOutbox, FORCE_OUTBOX } from './event-outbox.js';

/** The one write path, for every feature module. */
@Global()
@Module({})
export class CommandHandlingModule {
  /** `forceOutbox`: the KurrentDB write path (outbox and relay) over the PostgreSQL event store, for tests. */
  static register(options: { forceOutbox?: boolean } = {}): DynamicModule {
    return {
      module: CommandHandlingModule,
      providers: [
        { provide: FORCE_OUTBOX, useValue: options.forceOutbox ?? false },
        EventOutbox,
        CommandPath,
      ],
      exports: [CommandPath, EventOutbox],
    };
  }
}
