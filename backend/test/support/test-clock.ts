import { Body, Controller, Delete, Get, HttpCode, Inject, Module, Put } from '@nestjs/common';
import { IsBoolean, IsISO8601, IsOptional } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../src/platform/clock/clock.js';

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
 * Jobs wait on the database's clock (pg-boss compares with its now()): when a test moves the app's
 * clock, the jobs waiting move by as much, as if that time had passed for them too.
 */
export async function moveWaitingJobs(db: DataSource | EntityManager, movedByMs: number): Promise<void> {
  if (movedByMs === 0) return;
  await db.query(
    `UPDATE pgboss.job SET start_after = start_after - make_interval(secs => $1::float8 / 1000)
      WHERE state IN ('created', 'retry')`,
    [movedByMs],
  );
}

/** Sets the clock and moves the waiting jobs with it. */
export async function moveClock(
  clock: AdjustableClock,
  db: DataSource | EntityManager,
  instant: Date,
  options: { frozen?: boolean } = {},
): Promise<void> {
  const before = clock.now().getTime();
  clock.set(instant, options);
  await moveWaitingJobs(db, instant.getTime() - before);
}

class SetClockDto {
  @IsISO8601({ strict: true }, { message: 'now must be an ISO 8601 instant' })
  now: string;

  /** Stand still at `now` instead of running on from it. */
  @IsOptional()
  @IsBoolean({ message: 'frozen must be true or false' })
  frozen?: boolean;

  /**
   * false: the waiting jobs stay as they are (another instance's clock scheduled them, and this one's
   * is only being set to match it; or a test moves the clock ahead and back to bring them nearer).
   * By default they move with the clock.
   */
  @IsOptional()
  @IsBoolean({ message: 'moveJobs must be true or false' })
  moveJobs?: boolean;
}

/** PUT /api/test/clock: the browser tests move the server's clock (the app they start has this module). */
@Controller('api/test/clock')
class TestClockController {
  constructor(
    @Inject(Clock) private readonly clock: AdjustableClock,
    private readonly dataSource: DataSource,
  ) {}

  /** The server's now, for a browser test computing what an authenticator app shows at that instant. */
  @Get()
  read() {
    return { now: this.clock.now().toISOString() };
  }

  @Put()
  async set(@Body() body: SetClockDto) {
    if (body.moveJobs === false) this.clock.set(new Date(body.now), { frozen: body.frozen });
    else await moveClock(this.clock, this.dataSource, new Date(body.now), { frozen: body.frozen });
    return { now: this.clock.now().toISOString() };
  }

  @Delete()
  @HttpCode(204)
  async reset(): Promise<void> {
    await moveClock(this.clock, this.dataSource, new Date());
    this.clock.reset();
  }
}

@Module({ controllers: [TestClockController] })
export class TestClockModule {}
