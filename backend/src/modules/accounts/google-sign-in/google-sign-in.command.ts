import { Command } from '@nestjs/cqrs';
import type { GoogleIdentity } from './google.strategy.js';

/** The account signed in, or why Google's word is not enough for one. */
export type GoogleSignInResult = { userId: string } | { refused: 'email-unverified' | 'account-disabled' };

export class GoogleSignInCommand extends Command<GoogleSignInResult> {
  constructor(readonly identity: GoogleIdentity) {
    super();
  }
}
