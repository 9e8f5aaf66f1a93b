import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SecondFactorCodeDto {
  @IsString({ message: 'Enter the code from your authenticator app or a recovery code.' })
  @IsNotEmpty({ message: 'Enter the code from your authenticator app or a recovery code.' })
  @MaxLength(40, {
    message: 'That code is not right. Check your authenticator app or recovery code and try again.',
  })
  code: string;
}
