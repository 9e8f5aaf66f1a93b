import { Query } from '@nestjs/cqrs';
import type { FeeLedger } from '../domain/fee-ledger.js';

export class ListFeesQuery extends Query<FeeLedger> {
  constructor(readonly userId: string) {
    super();
  }
}
