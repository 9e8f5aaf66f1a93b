import { Injectable } from '@nestjs/common';
import { memberDecider } from '../../../domain/accounts/member.js';
import { Clock } from '../../../platform/clock/clock.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

/** Records a member's first authenticated request of each Eastern day (MemberActive, for DAU/WAU/MAU). */
@Injectable()
export class MemberActivity {
  /** userId → the last Eastern date recorded by this instance: keeps the hot path to a map lookup. */
  private readonly lastActiveDate = new Map<string, string>();

  constructor(
    private readonly commands: CommandPath,
    private readonly clock: Clock,
  ) {}

  /**
   * Called on every authenticated request; appends MemberActive only on the first of an Eastern day.
   * `knownDate` is what the caller's session remembers. Returns the date now known to be recorded.
   */
  async active(userId: string, knownDate: string | undefined): Promise<string> {
    const today = studioDate(this.clock.now());
    if (knownDate === today || this.lastActiveDate.get(userId) === today) return today;
    await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({ type: 'RecordActivity' as const, data: { userId, now } }),
      memberDecider,
      { metadata: { userId } },
    );
    if (this.lastActiveDate.size > 50_000) this.lastActiveDate.clear();
    this.lastActiveDate.set(userId, today);
    return today;
  }
}
