/** The time every date rule reads. Injected, so end-to-end tests can move it; production reads the system clock. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that can be set to another instant, and then runs on from there at real speed or stands still. */
export class AdjustableClock extends Clock {
  private offsetMs = 0;
  private frozenAt?: number;

  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }

  set(instant: Date, options: { frozen?: boolean } = {}): void {
    this.offsetMs = instant.getTime() - Date.now();
    this.frozenAt = options.frozen ? instant.getTime() : undefined;
  }

  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = undefined;
  }
}

/**
 * SADHANA_TEST_CLOCK=1 lets end-to-end tests set the server's clock through PUT /api/test/clock.
 * It is refused outright in production: the app will not start with it.
 */
export function testClockEnabled(env: NodeJS.ProcessEnv, nodeEnv: string): boolean {
  const requested = env.SADHANA_TEST_CLOCK === '1';
  if (requested && nodeEnv === 'production') {
    throw new Error('SADHANA_TEST_CLOCK cannot be used with NODE_ENV=production');
  }
  return requested;
}
