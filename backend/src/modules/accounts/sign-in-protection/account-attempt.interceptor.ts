import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, concatMap, from, map, type Observable, throwError } from 'rxjs';
import { AccountAttempts } from './account-attempts.js';

/**
 * Settles the account attempt of an endpoint whose answer comes from its handler (sign-up: a taken
 * email is a failure): the reply waits as the limiter decides, a failure's after the error is known.
 * Sign-in checks the password in a guard, before any interceptor, and settles there (LocalAuthGuard).
 */
@Injectable()
export class AccountAttemptInterceptor implements NestInterceptor {
  constructor(private readonly attempts: AccountAttempts) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      concatMap((value) => from(this.attempts.settle(request, true)).pipe(map(() => value))),
      catchError((error: unknown) =>
        from(this.attempts.settle(request, false)).pipe(concatMap(() => throwError(() => error))),
      ),
    );
  }
}
