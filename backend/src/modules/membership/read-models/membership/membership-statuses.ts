import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type MembershipStatus, MembershipStatusReader } from '../../../accounts/index.js';
import { membershipOf } from './membership.queries.js';

/** The accounts context's MembershipStatusReader port, over the membership read model. */
@Injectable()
export class MembershipStatuses extends MembershipStatusReader {
  statusOf(db: DataSource | EntityManager, userId: string): Promise<MembershipStatus> {
    return membershipOf(db, userId);
  }
}
