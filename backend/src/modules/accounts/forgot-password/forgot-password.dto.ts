import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress, MAX_EMAIL, NormalizeEmail } from '../../../platform/http/dto-rules.js';

export class ForgotPasswordDto {
  @NormalizeEmail()
  @IsString({ message: 'Email must be text.' })
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @MaxLength(MAX_EMAIL, { message: 'Please enter a valid email address.' })
  @IsEmailAddress('Please enter a valid email address.')
  email: string;
}
