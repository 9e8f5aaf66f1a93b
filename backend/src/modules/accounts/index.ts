// The accounts context's public face: what other contexts and the composition root may use.
// Identity (the users table), sessions and sign-in methods live here; the member stream's events are in
// domain/accounts, the member summary in projections/member-summary.

export { AccountNotFound, UserNotFound } from './account-errors.js';
export { AccountTokenEntity } from './account-token.entity.js';
export { AccountsModule } from './accounts.module.js';
export {
  type MembershipStatus,
  MembershipStatusReader,
  NO_MEMBERSHIP_STATUS,
} from './current-user/membership-status.port.js';
export { toUserView, type UserView, UserViews } from './current-user/user-view.js';
export { type MailRecipient, MailRecipients } from './mails/mail-recipients.js';
export { MemberAccountsHeld } from './member-accounts-held.js';
export { PasskeyEntity } from './passkeys/passkey.entity.js';
export { RecoveryCodeEntity } from './second-factor/recovery-code.entity.js';
export { ONE_CLICK_UNSUBSCRIBE_PATH, UnsubscribeLinks } from './session-reminders/unsubscribe-links.js';
export { configureSessions } from './sessions/configure-sessions.js';
export { endAllSessionsOf } from './sessions/session.js';
export { TotpAuthenticatorEntity } from './totp/totp-authenticator.entity.js';
export { UserEntity } from './user.entity.js';
export { assertUserExists } from './user-exists.js';
