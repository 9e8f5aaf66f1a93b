import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const INVALID = 'The verification link is invalid or missing.';

export class VerifyEmailDto {
  @IsString({ message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @MaxLength(200, { message: INVALID })
  token: string;
}
