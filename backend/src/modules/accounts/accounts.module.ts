import { Module } from '@nestjs/common';
import { StepUpGuard } from '../../platform/auth/step-up.guard.js';
import { APP_CONFIG } from '../../platform/config/app-config.js';
import { CurrentUserController } from './current-user/current-user.controller.js';
import { UserViews } from './current-user/user-view.js';
import { ForgotPasswordController } from './forgot-password/forgot-password.controller.js';
import { ForgotPasswordHandler } from './forgot-password/forgot-password.handler.js';
import { AuthProvidersController } from './google-sign-in/auth-providers.controller.js';
import { createGoogleStrategy, GoogleStrategy } from './google-sign-in/google.strategy.js';
import { GoogleSignInController } from './google-sign-in/google-sign-in.controller.js';
import { GoogleSignInHandler } from './google-sign-in/google-sign-in.handler.js';
import { MailRecipients } from './mails/mail-recipients.js';
import { MemberActivity } from './member-activity/member-activity.js';
import { SignedOutChallenges } from './passkeys/ceremony-challenge.js';
import {
  AuthenticateWithPasskeyHandler,
  RegisterPasskeyHandler,
  RemovePasskeyHandler,
} from './passkeys/passkey.handlers.js';
import { PasskeySignInController } from './passkeys/passkey-sign-in.controller.js';
import { PasskeysController } from './passkeys/passkeys.controller.js';
import { ResetPasswordController } from './reset-password/reset-password.controller.js';
import { ResetPasswordHandler } from './reset-password/reset-password.handler.js';
import { CheckCodeHandler } from './second-factor/check-code.handler.js';
import { FactorCheckSessions } from './second-factor/factor-check-sessions.js';
import { IssueNewRecoveryCodesHandler } from './second-factor/recovery-codes.handler.js';
import { SecondFactorController } from './second-factor/second-factor.controller.js';
import { SecurityController } from './second-factor/security.controller.js';
import {
  SessionRemindersController,
  UnsubscribeController,
} from './session-reminders/session-reminders.controller.js';
import { SwitchSessionRemindersHandler } from './session-reminders/switch-session-reminders.handler.js';
import { UnsubscribeLinks } from './session-reminders/unsubscribe-links.js';
import { OneTimeTokens } from './sessions/one-time-tokens.js';
import { SecureConnectionGuard } from './sessions/secure-connection.guard.js';
import { SessionStore } from './sessions/session.js';
import { SessionUserMiddleware } from './sessions/session-user.middleware.js';
import { LocalStrategy } from './sign-in/local.strategy.js';
import { SignInController } from './sign-in/sign-in.controller.js';
import { SignInHandler } from './sign-in/sign-in.handler.js';
import { AttemptCounters } from './sign-in-protection/attempt-counters.js';
import { AuthRateLimitGuard } from './sign-in-protection/auth-rate-limit.guard.js';
import { AuthRateLimiter } from './sign-in-protection/auth-rate-limiter.js';
import { CodeGuessLimiter } from './sign-in-protection/code-guess-limiter.js';
import { SignOutController } from './sign-out/sign-out.controller.js';
import { SignUpController } from './sign-up/sign-up.controller.js';
import { SignUpHandler } from './sign-up/sign-up.handler.js';
import { FreshCheckIfEnrolledGuard } from './step-up/fresh-check-if-enrolled.guard.js';
import { TotpController } from './totp/totp.controller.js';
import { ConfirmTotpHandler, RemoveTotpHandler, SetUpTotpHandler } from './totp/totp.handlers.js';
import { VerifyEmailController } from './verify-email/verify-email.controller.js';
import { VerifyEmailHandler } from './verify-email/verify-email.handler.js';

/**
 * Accounts, sessions and identity: sign-up, sign-in (password, Google or a passkey), second factors
 * (passkeys, an authenticator app, recovery codes) and step-up, verification, password reset,
 * sign-out, the current user, each member's first activity of the day, and their choice of
 * session reminders (the profile's switch, a mail's unsubscribe link).
 */
@Module({
  controllers: [
    AuthProvidersController,
    SignUpController,
    SignInController,
    SignOutController,
    CurrentUserController,
    GoogleSignInController,
    ForgotPasswordController,
    ResetPasswordController,
    VerifyEmailController,
    SecondFactorController,
    TotpController,
    PasskeysController,
    PasskeySignInController,
    SecurityController,
    SessionRemindersController,
    UnsubscribeController,
  ],
  providers: [
    AttemptCounters,
    SignedOutChallenges,
    AuthRateLimitGuard,
    AuthRateLimiter,
    OneTimeTokens,
    SecureConnectionGuard,
    SessionStore,
    SessionUserMiddleware,
    MemberActivity,
    { provide: GoogleStrategy, useFactory: createGoogleStrategy, inject: [APP_CONFIG] },
    SignUpHandler,
    SignInHandler,
    LocalStrategy,
    ForgotPasswordHandler,
    ResetPasswordHandler,
    VerifyEmailHandler,
    GoogleSignInHandler,
    UserViews,
    CodeGuessLimiter,
    FactorCheckSessions,
    StepUpGuard,
    FreshCheckIfEnrolledGuard,
    CheckCodeHandler,
    SetUpTotpHandler,
    ConfirmTotpHandler,
    RemoveTotpHandler,
    RegisterPasskeyHandler,
    AuthenticateWithPasskeyHandler,
    RemovePasskeyHandler,
    IssueNewRecoveryCodesHandler,
    SwitchSessionRemindersHandler,
    UnsubscribeLinks,
    MailRecipients,
  ],
  exports: [UserViews, UnsubscribeLinks, MailRecipients],
})
export class AccountsModule {}
