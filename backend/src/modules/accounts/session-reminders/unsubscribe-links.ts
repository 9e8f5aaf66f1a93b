import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { isCanonicalUuid } from '../../../platform/domain/canonical-id.js';
import { resolveSessionSecret } from '../sessions/session.js';

/** The one-click unsubscribe address (RFC 8058): a mail client POSTs to it, so it sits under /api. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/** The one switch a link can turn off today; a link names it, so it can never turn off another. */
export const SESSION_REMINDERS_SWITCH = 'session-reminders';

/** What a link says: whose switch, which one, and when the link was issued (ISO 8601; '' for a link of before). */
export interface UnsubscribeRequest {
  readonly userId: string;
  readonly switchName: typeof SESSION_REMINDERS_SWITCH;
  readonly issuedAt: string;
}

/**
 * The links in a reminder that turn reminders off without signing in: the member's id, the switch it
 * turns off and the time it was issued, with a MAC of the three under the session secret. They do not
 * expire (a mail read weeks later must still work) and only ever turn that switch off; a link issued
 * before the member turned it back on is refused by the member's decider (their later choice stands).
 * Links mailed before they carried their switch and time (`<userId>.<mac>`) still verify, as issued
 * at no known time: refused once the member has turned reminders back on.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly secret: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.secret = resolveSessionSecret(config);
  }

  /** The page a person opens from the mail: it asks before it unsubscribes (link scanners only GET). */
  pageFor(userId: string): string {
    return `${this.config.publicUrl}/unsubscribe?token=${this.tokenFor(userId)}`;
  }

  /** Where a mail client's one-click POST goes (List-Unsubscribe). */
  oneClickFor(userId: string): string {
    return `${this.config.publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${this.tokenFor(userId)}`;
  }

  /** What a token asks, or null when it is not one of ours. */
  requestOf(token: string): UnsubscribeRequest | null {
    const parts = token.split('.');
    if (parts.length === 2) {
      const [userId, mac] = parts;
      if (!isCanonicalUuid(userId) || !this.matches(mac, `session-reminders:${userId}`)) return null;
      return { userId, switchName: SESSION_REMINDERS_SWITCH, issuedAt: '' };
    }
    if (parts.length !== 4) return null;
    const [userId, switchName, issued, mac] = parts;
    if (!isCanonicalUuid(userId) || switchName !== SESSION_REMINDERS_SWITCH || !/^\d{1,15}$/.test(issued))
      return null;
    if (!this.matches(mac, `${switchName}:${userId}:${issued}`)) return null;
    return { userId, switchName, issuedAt: new Date(Number(issued)).toISOString() };
  }

  private tokenFor(userId: string): string {
    const issued = String(this.clock.now().getTime());
    const mac = this.macOf(`${SESSION_REMINDERS_SWITCH}:${userId}:${issued}`);
    return `${userId}.${SESSION_REMINDERS_SWITCH}.${issued}.${mac}`;
  }

  private matches(given: string, text: string): boolean {
    const expected = Buffer.from(this.macOf(text));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private macOf(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }
}
