import { Inject, Injectable } from '@nestjs/common';
import passport from 'passport';
import GoogleOAuth from 'passport-google-oauth20';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

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
 * A passport instance of this app (not the global one, so several apps in one process keep their own
 * settings) with the Google strategy: `state: true` keeps the OAuth state in the session and checks it
 * on the callback. The callback URL comes from PUBLIC_URL.
 */
@Injectable()
export class GooglePassport {
  readonly passport: passport.PassportStatic | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const google = config.google;
    if (!google) return;
    const instance = new passport.Passport() as unknown as passport.PassportStatic;
    instance.use(
      'google',
      new GoogleOAuth.Strategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          callbackURL: `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`,
          scope: ['openid', 'profile', 'email'],
          state: true,
          ...(google.authUrl ? { authorizationURL: google.authUrl } : {}),
          ...(google.tokenUrl ? { tokenURL: google.tokenUrl } : {}),
          ...(google.userInfoUrl ? { userProfileURL: google.userInfoUrl } : {}),
        },
        (
          _accessToken: string,
          _refreshToken: string,
          profile: GoogleOAuth.Profile,
          done: GoogleOAuth.VerifyCallback,
        ) => {
          const json = (profile._json ?? {}) as { email?: string; email_verified?: boolean | string };
          const email = (json.email ?? profile.emails?.[0]?.value)?.trim().toLowerCase();
          const identity: GoogleIdentity = {
            googleId: profile.id,
            email,
            emailVerified: json.email_verified === true || json.email_verified === 'true',
            firstName: profile.name?.givenName ?? null,
            lastName: profile.name?.familyName ?? null,
            photoUrl: profile.photos?.[0]?.value ?? null,
          };
          done(null, identity as unknown as Express.User);
        },
      ),
    );
    this.passport = instance;
  }
}
