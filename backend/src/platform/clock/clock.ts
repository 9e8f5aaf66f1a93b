/** The time every date rule reads. Injected, so tests can move it; production reads the system clock. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
