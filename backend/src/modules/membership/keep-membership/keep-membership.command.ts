import { Command } from '@nestjs/cqrs';
import type { KeptMembership } from '@sadhana/rules/api';

export type { KeptMembership };

export class KeepMembershipCommand extends Command<KeptMembership> {
  constructor(readonly userId: string) {
    super();
  }
}
