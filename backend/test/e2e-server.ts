import 'reflect-metadata';
import { failedToStart, serve } from '../src/server.js';
import { AdjustableClock, TestClockModule } from './support/test-clock.js';
import { TestStripeModule } from './support/test-stripe.js';

// The app as `npm start` serves it, plus the clock the browser tests move (PUT /api/test/clock) and
// the switch that takes its Stripe away for a test (PUT /api/test/stripe).
serve({ clock: new AdjustableClock(), imports: [TestClockModule, TestStripeModule] }).catch(failedToStart);
