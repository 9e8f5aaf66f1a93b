import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';

/** What @simplewebauthn/browser's startRegistration or startAuthentication answered, checked by the server library. */
export class PasskeyResponseDto {
  @IsObject({ message: 'The passkey response is missing.' })
  response: Record<string, unknown>;
}

export class RegisterPasskeyDto extends PasskeyResponseDto {
  @IsString({ message: 'Give the passkey a name.' })
  @IsNotEmpty({ message: 'Give the passkey a name.' })
  @MaxLength(60, { message: 'A passkey name can be at most 60 characters long.' })
  name: string;
}
