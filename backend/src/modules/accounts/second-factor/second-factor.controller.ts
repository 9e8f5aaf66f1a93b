import { Body, Controller, Get, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SecondFactorMethods } from '@sadhana/rules/api';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { PostAction } from '../../../platform/http/post-action.js';
import type { UserView } from '../current-user/user-view.js';
import { CodeGuessLimiter } from '../sign-in-protection/code-guess-limiter.js';
import { UserEntity } from '../user.entity.js';
import { CheckCodeCommand, isWrongCode } from './check-code.handler.js';
import { FactorCheckSessions } from './factor-check-sessions.js';
import { SecondFactorCodeDto } from './second-factor.dto.js';
import { secondFactorMethodsOf } from './second-factor-methods.js';

/**
 * The second step of a sign-in that needs one (a password or Google was right, the account has a
 * factor), and the step-up of a signed-in account: both take a TOTP or a recovery code here, or a
 * passkey through /api/auth/passkeys/authentication.
 */
@Controller('api/auth/second-factor')
export class SecondFactorController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly sessions: FactorCheckSessions,
    private readonly limiter: CodeGuessLimiter,
    private readonly dataSource: DataSource,
  ) {}

  /** What the account can check with; 401 when nobody is signed in or half signed in. */
  @Get()
  async methods(@Req() request: Request): Promise<SecondFactorMethods> {
    const { userId } = this.sessions.requireSubject(request, this.clock.now());
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) return { methods: [] };
    return { methods: await secondFactorMethodsOf(this.dataSource, user) };
  }

  /**
   * 200 with the current user once the code is right (a half sign-in is then signed in on a new
   * session id; a signed-in session counts as checked now); 400 `{ message }` for a wrong or reused
   * code; 429 after too many wrong ones in this session (a half sign-in is then ended: see
   * CodeGuessLimiter); 401 when there is no sign-in to complete.
   */
  @PostAction()
  async check(
    @Body() body: SecondFactorCodeDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserView> {
    const now = this.clock.now();
    const subject = this.sessions.requireSubject(request, now);
    const codeTry = await this.limiter.begin(request, response, subject);
    try {
      await this.commandBus.execute(new CheckCodeCommand(subject.userId, body.code, subject.purpose));
    } catch (error) {
      if (isWrongCode(error)) await this.limiter.wrong(request, response, subject, codeTry, error);
      throw error;
    }
    await this.limiter.passed(codeTry);
    return this.sessions.passed(request, subject, now);
  }
}
