import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, isEmail, MaxLength, ValidateBy } from 'class-validator';
import { LONE_SURROGATE } from './json-bodies.js';

/** Emails are compared and stored trimmed and lower-cased. Non-strings are left for the validators to refuse. */
export const NormalizeEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The reason an admin must give for a waiver or a complimentary membership: required text, trimmed. */
export const MAX_REASON = 500;

export function IsReason() {
  // In the order stacked decorators are applied (the bottom one first), which is the order the
  // validation pipe tries them in and so decides which message a bad value gets.
  return applyDecorators(
    MaxLength(MAX_REASON, { message: `reason must be at most ${MAX_REASON} characters` }),
    IsNotEmpty({ message: 'reason is required' }),
    IsString({ message: 'reason must be text' }),
    Trim(),
    IsDefined({ message: 'reason is required' }),
  );
}

/** An admin's optional note on a payment: text, trimmed, at most as long as a reason. */
export function IsOptionalNote() {
  return applyDecorators(
    MaxLength(MAX_REASON, { message: `note must be at most ${MAX_REASON} characters` }),
    IsString({ message: 'note must be text' }),
    Trim(),
    IsOptional(),
  );
}

export const MAX_EMAIL = 254;
export const MAX_NAME = 100;
/** argon2 takes any length; a cap keeps a hash request from being a cheap denial of service. */
export const MAX_PASSWORD = 256;

/**
 * class-validator's IsEmail, except that text with an unpaired surrogate is simply not an email:
 * validator's isEmail runs encodeURI over it, which throws URIError (a 500) instead of answering false.
 * The JSON body parser refuses such text first; this keeps the rule safe on its own.
 */
export function IsEmailAddress(message: string) {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value) => typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value),
      },
    },
    { message },
  );
}
