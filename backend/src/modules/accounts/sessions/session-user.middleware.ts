import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { toAuthenticatedUser } from '../admin-users.js';
import { MemberActivity } from '../member-activity/member-activity.js';
import { UserEntity } from '../user.entity.js';
import { endSession } from './session.js';

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user's full row behind authenticatedUser (no password hash). */
      userRecord?: UserEntity;
    }
  }
}

/**
 * For every /api request with a session: loads the user fresh (so a soft-deleted account or an
 * expired session is refused at once), enforces the absolute timeout, and records the member's
 * first activity of the Eastern day. Guards and `@CurrentUser()` read what it sets.
 */
@Injectable()
export class SessionUserMiddleware {
  private readonly logger = new Logger('Sessions');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberActivity: MemberActivity,
    private readonly clock: Clock,
  ) {}

  readonly handler: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
    this.resolve(request, response).then(() => next(), next);
  };

  private async resolve(request: Request, response: Response): Promise<void> {
    const userId = request.session?.userId;
    if (!userId) return;
    const signedInAt = request.session.signedInAt ?? 0;
    if (this.clock.now().getTime() - signedInAt > this.config.sessionAbsoluteTimeoutMs) {
      await endSession(request, response);
      return;
    }
    // A session with a user came from the store, which read the user's row with it (one round trip);
    // a session made during this request has no user yet.
    const user = request.sessionUserLookup;
    if (user === undefined) {
      // Only a store other than SessionWithUserStore could get here: say so rather than sign out quietly.
      this.logger.error({ message: 'a signed-in session came without its user lookup', userId });
    }
    if (!user || user.deletedAt) {
      await endSession(request, response);
      return;
    }
    request.userRecord = user;
    request.authenticatedUser = toAuthenticatedUser(
      user,
      this.config,
      request.session.secondFactorAt ?? null,
    );
    try {
      const date = await this.memberActivity.active(user.id, request.session.activeDate);
      if (request.session.activeDate !== date) request.session.activeDate = date;
    } catch (error) {
      // Activity is statistics: never fail the member's request for it.
      this.logger.error({ message: 'could not record member activity', error: String(error) });
    }
  }
}
