import { Command } from '@nestjs/cqrs';

export interface CancellationResult {
  message: string;
  /** ISO instant: the member stays one until then. */
  membershipEndDate: string | null;
}

export class CancelSubscriptionCommand extends Command<CancellationResult> {
  constructor(readonly userId: string) {
    super();
  }
}
