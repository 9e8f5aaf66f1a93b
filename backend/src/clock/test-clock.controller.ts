import { Body, Controller, Delete, HttpCode, Put } from '@nestjs/common';
import { IsBoolean, IsISO8601, IsOptional } from 'class-validator';
import { AdjustableClock, Clock } from './clock.js';

class SetClockDto {
  @IsISO8601({ strict: true }, { message: 'now must be an ISO 8601 instant' })
  now: string;

  /** Stand still at `now` instead of running on from it. */
  @IsOptional()
  @IsBoolean({ message: 'frozen must be true or false' })
  frozen?: boolean;
}

/** Registered only when the test clock is enabled (never in production). */
@Controller('api/test/clock')
export class TestClockController {
  constructor(private readonly clock: Clock) {}

  @Put()
  set(@Body() body: SetClockDto) {
    (this.clock as AdjustableClock).set(new Date(body.now), { frozen: body.frozen });
    return { now: this.clock.now().toISOString() };
  }

  @Delete()
  @HttpCode(204)
  reset(): void {
    (this.clock as AdjustableClock).reset();
  }
}
