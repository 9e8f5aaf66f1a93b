import { Command } from '@nestjs/cqrs';

export interface KeptMembership {
  message: string;
  /** ISO instant the current period ends, when the membership now renews. */
  renewsAt: string | null;
}

export class KeepMembershipCommand extends Command<KeptMembership> {
  constructor(readonly userId: string) {
    super();
  }
}
