import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import { BackgroundWork } from '../shared/background-work.js';
import { AuthRateLimitGuard } from './auth/auth-rate-limit.guard.js';
import { AuthRateLimiter } from './auth/auth-rate-limiter.js';
import { OneTimeTokens } from './auth/one-time-tokens.js';
import { SessionStore } from './auth/session.js';
import { SessionUserMiddleware } from './auth/session-user.middleware.js';
import { AdminGuard, SignedInGuard } from './auth/signed-in.guard.js';
import { CurrentUserController } from './current-user/current-user.controller.js';
import { ForgotPasswordController } from './forgot-password/forgot-password.controller.js';
import { ForgotPasswordHandler } from './forgot-password/forgot-password.handler.js';
import { AuthProvidersController } from './google-sign-in/auth-providers.controller.js';
import { createGoogleStrategy, GoogleStrategy } from './google-sign-in/google.strategy.js';
import { GoogleSignInController } from './google-sign-in/google-sign-in.controller.js';
import { GoogleSignInHandler } from './google-sign-in/google-sign-in.handler.js';
import { MemberActivity } from './member-activity.js';
import { ResetPasswordController } from './reset-password/reset-password.controller.js';
import { ResetPasswordHandler } from './reset-password/reset-password.handler.js';
import { LocalStrategy } from './sign-in/local.strategy.js';
import { SignInController } from './sign-in/sign-in.controller.js';
import { SignInHandler } from './sign-in/sign-in.handler.js';
import { SignOutController } from './sign-out/sign-out.controller.js';
import { SignUpController } from './sign-up/sign-up.controller.js';
import { SignUpHandler } from './sign-up/sign-up.handler.js';
import { VerifyEmailController } from './verify-email/verify-email.controller.js';
import { VerifyEmailHandler } from './verify-email/verify-email.handler.js';

/**
 * Accounts, sessions and identity. Global: any module can use SignedInGuard, AdminGuard,
 * `@CurrentUser()` and MemberActivity without importing it.
 */
@Global()
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
  ],
  providers: [
    SignedInGuard,
    AdminGuard,
    AuthRateLimitGuard,
    AuthRateLimiter,
    BackgroundWork,
    OneTimeTokens,
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
  ],
  exports: [SignedInGuard, AdminGuard, MemberActivity, OneTimeTokens],
})
export class AccountsModule {}
