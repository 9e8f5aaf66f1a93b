import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ComplimentaryGrant } from '@sadhana/rules/admin-workspace';
import { DataSource } from 'typeorm';
import {
  complimentaryMembershipsDecider,
  NoSuchGrant,
} from '../../domain/membership/complimentary-membership.js';
import { CommandPath } from '../../platform/command-path/command-path.js';
import { memberStream } from '../../platform/domain/member-stream.js';
import { realDate } from '../../platform/domain/real-date.js';
import { ReadYourWrites } from '../../platform/projection-engine/read-your-writes.js';
import { complimentaryGrantsOf } from '../../projections/membership/membership.queries.js';
import { assertUserExists } from '../accounts/index.js';

/**
 * An admin's gifts of membership, on the member's stream: the decider keeps grants from overlapping
 * and ends one at most once; the answer is the grant as the admin's dialog lists it.
 */
@Injectable()
export class ComplimentaryGrants {
  constructor(
    private readonly commands: CommandPath,
    private readonly dataSource: DataSource,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async grant(
    adminId: string,
    userId: string,
    period: { from: string; until: string; reason: string },
  ): Promise<ComplimentaryGrant> {
    await assertUserExists(this.dataSource, userId);
    const grantId = randomUUID();
    const from = realDate('from', period.from);
    const until = realDate('until', period.until);
    const { newEvents } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({
        type: 'GrantComplimentaryMembership' as const,
        data: { userId, adminId, now, grantId, from, until, reason: period.reason },
      }),
      complimentaryMembershipsDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return this.listed(userId, grantId);
  }

  async end(adminId: string, userId: string, grantId: string): Promise<ComplimentaryGrant> {
    const { newEvents } = await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({ type: 'EndComplimentaryMembership' as const, data: { userId, adminId, now, grantId } }),
      complimentaryMembershipsDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return this.listed(userId, grantId);
  }

  /**
   * Refuses (409) a paid membership that would cover a day a grant covers: a new subscription while a
   * grant covers today or a day to come, or a kept one that would run into a grant. Asked before Stripe.
   */
  async assertPaidMembershipAllowed(userId: string, purpose: 'subscribe' | 'keep'): Promise<void> {
    await this.commands.handleCommand(
      memberStream(userId),
      (now) => ({ type: 'CheckPaidMembershipAllowed' as const, data: { userId, now, purpose } }),
      complimentaryMembershipsDecider,
    );
  }

  private async listed(userId: string, grantId: string): Promise<ComplimentaryGrant> {
    const grant = (await complimentaryGrantsOf(this.dataSource, userId)).find((g) => g.grantId === grantId);
    if (!grant) throw new NoSuchGrant();
    return grant;
  }
}
