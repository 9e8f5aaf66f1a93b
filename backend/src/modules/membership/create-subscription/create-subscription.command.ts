import { Command } from '@nestjs/cqrs';

export interface CreateSubscriptionResult {
  clientSecret: string;
  subscriptionId: string;
}

export class CreateSubscriptionCommand extends Command<CreateSubscriptionResult> {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly name: string,
  ) {
    super();
  }
}
