import { Query } from '@nestjs/cqrs';
import type { FeeLedger } from '../../../domain/membership/fee-ledger.js';

export class ListFeesQuery extends Query<FeeLedger> {
  constructor(readonly userId: string) {
    super();
  }
}
