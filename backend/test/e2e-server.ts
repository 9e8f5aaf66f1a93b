import 'reflect-metadata';
import { failedToStart, serve } from '../src/server.js';
import { AdjustableClock, TestClockModule } from './support/test-clock.js';
import { TestMailModule } from './support/test-mail.js';
import { TestStripeModule } from './support/test-stripe.js';

// The app as `npm start` serves it, plus the clock the browser tests move (PUT /api/test/clock) and
// the switches that take its Stripe away (PUT /api/test/stripe) and make its mail fail (PUT /api/test/mail)
// for a test.
serve({
  clock: new AdjustableClock(),
  imports: [TestClockModule, TestStripeModule, TestMailModule],
}).catch(failedToStart);
