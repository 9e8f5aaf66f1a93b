import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { type UserView, UserViews } from '../current-user/user-view.js';
import { pendingSignInOf, recordSecondFactorCheck, startUserSession } from '../sessions/session.js';
import { UserEntity } from '../user.entity.js';

export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

/** Whose factor a request checks, and what for: the second step of a half sign-in, or a step-up. */
export type FactorCheckSubject = { userId: string; purpose: 'second-factor' | 'step-up' };

/** What a passed second-factor check does to the session it was made in. */
@Injectable()
export class FactorCheckSessions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  /** Signed in: a step-up; half signed in: the sign-in's second step; else none. */
  subjectOf(request: Request, now: Date): FactorCheckSubject | undefined {
    if (request.authenticatedUser) return { userId: request.authenticatedUser.id, purpose: 'step-up' };
    const pending = pendingSignInOf(request, now);
    return pending ? { userId: pending, purpose: 'second-factor' } : undefined;
  }

  /** As subjectOf, or 401 when nobody is signed in or half signed in. */
  requireSubject(request: Request, now: Date): FactorCheckSubject {
    const subject = this.subjectOf(request, now);
    if (!subject) throw new UnauthorizedException(SIGN_IN_EXPIRED);
    return subject;
  }

  /**
   * A step-up marks the session checked now; a half sign-in becomes a whole one on a new session
   * id, checked now. Answers the current-user object.
   */
  async passed(request: Request, subject: FactorCheckSubject, now: Date): Promise<UserView> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: subject.userId });
    if (!user || user.deletedAt) throw new UnauthorizedException(SIGN_IN_EXPIRED);
    if (subject.purpose === 'step-up') recordSecondFactorCheck(request, now);
    else await startUserSession(request, user.id, now, { secondFactorChecked: true });
    return this.views.of(this.dataSource, user);
  }
}
