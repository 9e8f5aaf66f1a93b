import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { LONE_SURROGATE } from './json-bodies.js';

/** Emails are compared and stored trimmed and lower-cased. Non-strings are left for the validators to refuse. */
export const NormalizeEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

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
