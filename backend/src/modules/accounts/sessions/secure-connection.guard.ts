import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

/**
 * With an https public URL the session cookie is Secure, and express-session silently leaves out a
 * Secure cookie on a plain-http request: a sign-up would answer 201 with nobody signed in. Such a
 * request is refused before anything is done instead. Over TLS means `request.secure`: the
 * connection itself, or X-Forwarded-Proto as far as TRUST_PROXY trusts the proxy that sets it.
 */
@Injectable()
export class SecureConnectionGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.config.publicUrl.startsWith('https:')) return true;
    if (context.switchToHttp().getRequest<Request>().secure) return true;
    throw new ForbiddenException(
      `Signing in needs a secure connection: please use ${this.config.publicUrl}.`,
    );
  }
}
