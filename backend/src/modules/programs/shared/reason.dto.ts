import { IsReason } from '../../../platform/http/dto-rules.js';

/** An admin's reason for an act on a program the people concerned read (a cancellation). */
export class ReasonDto {
  @IsReason()
  reason: string;
}
