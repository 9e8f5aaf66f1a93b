import { PassportStrategy } from '@nestjs/passport';
import { type Profile, Strategy } from 'passport-google-oauth20';
import type { AppConfig, GoogleConfig } from '../../../platform/config/app-config.js';
import { BIDI_CONTROL } from '../../../platform/http/json-bodies.js';

const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');

/**
 * A name as Google has it, less the direction controls the app's own forms refuse: anyone can put
 * them in their Google profile, and the admin's lists would show the name reordered.
 */
function nameOf(value: string | undefined): string | null {
  return value?.replace(BIDI_CONTROLS, '').trim() || null;
}

export interface GoogleIdentity {
  googleId: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
}

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/**
 * Google sign-in (passport-google-oauth20, registered as 'google'): `state: true` keeps the OAuth state
 * in the express session and checks it on the callback; the callback URL comes from PUBLIC_URL; the
 * endpoints can be pointed at a local OAuth server in tests. Built only when GOOGLE_CLIENT_ID is set
 * (see `googleStrategyProvider`). It only maps Google's profile: finding, linking or creating the
 * account is the GoogleSignInCommand's, in the callback handler.
 *
 * Like every @nestjs/passport strategy it registers in passport's process-wide registry, which
 * AuthGuard reads: the app built last in a process wins (the tests build theirs one after another).
 * GoogleAuthGuard decides "configured or not" from its own app's config, not from that registry.
 */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(google: GoogleConfig, publicUrl: string) {
    super({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: `${publicUrl}${GOOGLE_CALLBACK_PATH}`,
      scope: ['openid', 'profile', 'email'],
      state: true,
      ...(google.authUrl ? { authorizationURL: google.authUrl } : {}),
      ...(google.tokenUrl ? { tokenURL: google.tokenUrl } : {}),
      ...(google.userInfoUrl ? { userProfileURL: google.userInfoUrl } : {}),
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    const json = (profile._json ?? {}) as { email?: string; email_verified?: boolean | string };
    return {
      googleId: profile.id,
      email: (json.email ?? profile.emails?.[0]?.value)?.trim().toLowerCase(),
      emailVerified: json.email_verified === true || json.email_verified === 'true',
      firstName: nameOf(profile.name?.givenName),
      lastName: nameOf(profile.name?.familyName),
      photoUrl: profile.photos?.[0]?.value ?? null,
    };
  }
}

/** The strategy when Google is configured; nothing is registered without a client id. */
export function createGoogleStrategy(config: AppConfig): GoogleStrategy | null {
  return config.google ? new GoogleStrategy(config.google, config.publicUrl) : null;
}
