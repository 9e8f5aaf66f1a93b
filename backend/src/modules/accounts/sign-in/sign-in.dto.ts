import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_EMAIL, MAX_PASSWORD, NormalizeEmail } from '../../../platform/http/dto-rules.js';

export class SignInDto {
  @NormalizeEmail()
  @IsString({ message: 'Email must be text.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @MaxLength(MAX_EMAIL, { message: 'Invalid email or password' })
  email: string;

  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(MAX_PASSWORD, { message: 'Invalid email or password' })
  password: string;
}
