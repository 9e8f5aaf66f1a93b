import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountsModule } from './accounts/accounts.module.js';
import { AdminModule } from './admin/admin.module.js';
import { testClockEnabled } from './clock/clock.js';
import { ClockModule } from './clock/clock.module.js';
import { CommandHandlingModule } from './command-handling/command-handling.module.js';
import { APP_CONFIG } from './config/app-config.js';
import { EVENT_STORE } from './event-store/event-store.port.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { MembershipModule } from './membership/membership.module.js';
import { PracticesModule } from './practices/practices.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { ProjectionEngineModule } from './projection-engine/projection-engine.module.js';
import { allProjectors } from './projections/all-projectors.js';
import type { Runtime } from './runtime/runtime.js';
import { ScheduleModule } from './schedule/schedule.module.js';

@Global()
@Module({})
class RuntimeModule {
  static register(runtime: Runtime): DynamicModule {
    return {
      module: RuntimeModule,
      providers: [
        { provide: APP_CONFIG, useValue: runtime.config },
        { provide: DataSource, useValue: runtime.dataSource },
        { provide: EVENT_STORE, useValue: runtime.eventStore },
      ],
      exports: [APP_CONFIG, DataSource, EVENT_STORE],
    };
  }
}

@Module({})
export class AppModule {
  static register(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        RuntimeModule.register(runtime),
        CqrsModule.forRoot(),
        ClockModule.register({ testClock: testClockEnabled(process.env, runtime.config.nodeEnv) }),
        ProjectionEngineModule.register(allProjectors),
        CommandHandlingModule.register({ forceOutbox: runtime.forceOutbox }),
        HealthModule,
        PracticesModule,
        ScheduleModule,
        MailModule,
        AccountsModule,
        ProfileModule,
        MembershipModule,
        AdminModule,
      ],
    };
  }
}
