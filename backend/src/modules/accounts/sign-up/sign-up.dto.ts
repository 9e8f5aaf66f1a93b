import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import {
  IsEmailAddress,
  MAX_EMAIL,
  MAX_NAME,
  MAX_PASSWORD,
  NormalizeEmail,
  Trim,
} from '../../../platform/http/dto-rules.js';

export class SignUpDto {
  @Trim()
  @IsString({ message: 'First name must be text.' })
  @IsNotEmpty({ message: 'First name is required.' })
  @MaxLength(MAX_NAME, { message: `First name must be at most ${MAX_NAME} characters long.` })
  firstName: string;

  @Trim()
  @IsString({ message: 'Last name must be text.' })
  @IsNotEmpty({ message: 'Last name is required.' })
  @MaxLength(MAX_NAME, { message: `Last name must be at most ${MAX_NAME} characters long.` })
  lastName: string;

  @NormalizeEmail()
  @IsString({ message: 'Email must be text.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @MaxLength(MAX_EMAIL, { message: 'Please enter a valid email address.' })
  @IsEmailAddress('Please enter a valid email address.')
  email: string;

  @IsString({ message: 'Password must be text.' })
  @MinLength(6, { message: 'Password must be at least 6 characters long.' })
  @MaxLength(MAX_PASSWORD, { message: `Password must be at most ${MAX_PASSWORD} characters long.` })
  password: string;
}
