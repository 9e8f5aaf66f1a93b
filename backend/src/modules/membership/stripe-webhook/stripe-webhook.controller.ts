import { Controller, Headers, Req } from '@nestjs/common';
import type { Request } from 'express';
import { PostAction } from '../../../platform/http/post-action.js';
import { StripeWebhookHandler, type WebhookOutcome } from './stripe-webhook.handler.js';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.path.js';

/** Stripe's deliveries: verified by signature over the raw body (CSRF-exempt, no session). */
@Controller()
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookHandler) {}

  @PostAction(STRIPE_WEBHOOK_PATH)
  receive(@Req() request: Request, @Headers('stripe-signature') signature?: string): Promise<WebhookOutcome> {
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    return this.webhooks.handle(raw, signature);
  }
}
