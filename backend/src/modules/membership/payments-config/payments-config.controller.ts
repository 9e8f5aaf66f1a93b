import { Controller, Get } from '@nestjs/common';
import { StripeGateway } from '../stripe/stripe-gateway.js';

/** What the browser needs to load Stripe.js; `configured: false` makes the screens say payment is not set up. */
@Controller('api/payments')
export class PaymentsConfigController {
  constructor(private readonly stripe: StripeGateway) {}

  @Get('config')
  config(): { configured: boolean; publishableKey: string | null } {
    return { configured: this.stripe.configured, publishableKey: this.stripe.publishableKey };
  }
}
