import { PAUSE_WEEKS_MAX, PAUSE_WEEKS_MESSAGE, PAUSE_WEEKS_MIN } from '@sadhana/rules/membership-pause';
import { IsDefined, IsInt, Max, Min } from 'class-validator';

/** How long the membership pauses, from today: whole weeks, 1 to 8. */
export class PauseMembershipDto {
  @IsDefined({ message: 'weeks is required' })
  @IsInt({ message: PAUSE_WEEKS_MESSAGE })
  @Min(PAUSE_WEEKS_MIN, { message: PAUSE_WEEKS_MESSAGE })
  @Max(PAUSE_WEEKS_MAX, { message: PAUSE_WEEKS_MESSAGE })
  weeks: number;
}
