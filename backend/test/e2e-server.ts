import 'reflect-metadata';
import { failedToStart, serve } from '../src/server.js';
import { AdjustableClock, TestClockModule } from './support/test-clock.js';

// The app as `npm start` serves it, plus the clock the browser tests move (PUT /api/test/clock).
serve({ clock: new AdjustableClock(), imports: [TestClockModule] }).catch(failedToStart);
