import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { allProjectors } from './all-projectors.js';
import { AccountsModule, MemberAccountsHeld, MembershipStatusReader } from './modules/accounts/index.js';
import { AdminModule } from './modules/admin/index.js';
import { MembershipModule, MembershipStatuses } from './modules/membership/index.js';
import { PracticeSessionsModule } from './modules/practice-sessions/index.js';
import { ProfileModule } from './modules/profile/index.js';
import { ProgramsModule } from './modules/programs/index.js';
import type { Clock } from './platform/clock/clock.js';
import { ActingMembers } from './platform/command-path/acting-members.js';
import { PlatformModule } from './platform/platform.module.js';
import type { Runtime } from './platform/runtime/runtime.js';

/**
 * The ports one context implements for another, bound once here: accounts reads memberships through
 * MembershipStatusReader, which the membership context implements, so neither imports the other's
 * module and the dependency runs one way (membership → accounts); the command path holds a
 * command's acting member through ActingMembers, which accounts implements.
 */
@Global()
@Module({
  providers: [
    { provide: MembershipStatusReader, useClass: MembershipStatuses },
    { provide: ActingMembers, useClass: MemberAccountsHeld },
  ],
  exports: [MembershipStatusReader, ActingMembers],
})
class ContextPorts {}

/** What a composition other than `npm start`'s adds: the tests' adjustable clock and its controller. */
export interface AppOverrides {
  readonly clock?: Clock;
  readonly imports?: ReadonlyArray<Type | DynamicModule>;
}

/** The composition root: the platform, the studio's contexts, and the ports between them. */
@Module({})
export class AppModule {
  static register(runtime: Runtime, overrides: AppOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.register({ runtime, projectors: allProjectors, clock: overrides.clock }),
        ContextPorts,
        AccountsModule,
        PracticeSessionsModule,
        MembershipModule,
        ProfileModule,
        AdminModule,
        ProgramsModule,
        ...(overrides.imports ?? []),
      ],
    };
  }
}
