import { Body, Controller, Delete, Get, HttpCode, Inject, Module, Put } from '@nestjs/common';
import { IsBoolean, IsISO8601, IsOptional } from 'class-validator';
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

class SetClockDto {
  @IsISO8601({ strict: true }, { message: 'now must be an ISO 8601 instant' })
  now: string;

  /** Stand still at `now` instead of running on from it. */
  @IsOptional()
  @IsBoolean({ message: 'frozen must be true or false' })
  frozen?: boolean;
}

/** PUT /api/test/clock: the browser tests move the server's clock (the app they start has this module). */
@Controller('api/test/clock')
class TestClockController {
  constructor(@Inject(Clock) private readonly clock: AdjustableClock) {}

  /** The server's now, for a browser test computing what an authenticator app shows at that instant. */
  @Get()
  read() {
    return { now: this.clock.now().toISOString() };
  }

  @Put()
  set(@Body() body: SetClockDto) {
    this.clock.set(new Date(body.now), { frozen: body.frozen });
    return { now: this.clock.now().toISOString() };
  }

  @Delete()
  @HttpCode(204)
  reset(): void {
    this.clock.reset();
  }
}

@Module({ controllers: [TestClockController] })
export class TestClockModule {}
