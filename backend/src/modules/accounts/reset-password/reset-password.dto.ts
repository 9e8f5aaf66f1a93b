import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_PASSWORD } from '../../../platform/http/dto-rules.js';

export class ResetPasswordDto {
  @IsString({ message: 'The password reset link is invalid or missing.' })
  @IsNotEmpty({ message: 'The password reset link is invalid or missing.' })
  @MaxLength(200, { message: 'The password reset link is invalid or missing.' })
  token: string;

  @IsString({ message: 'Password must be text.' })
  @MinLength(8, { message: 'Password must be at least 8 characters long.' })
  @MaxLength(MAX_PASSWORD, { message: `Password must be at most ${MAX_PASSWORD} characters long.` })
  password: string;
}
