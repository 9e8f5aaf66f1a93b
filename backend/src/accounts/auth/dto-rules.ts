import { Transform } from 'class-transformer';

/** Emails are compared and stored trimmed and lower-cased. Non-strings are left for the validators to refuse. */
export const NormalizeEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const MAX_EMAIL = 254;
export const MAX_NAME = 100;
/** argon2 takes any length; a cap keeps a hash request from being a cheap denial of service. */
export const MAX_PASSWORD = 256;
