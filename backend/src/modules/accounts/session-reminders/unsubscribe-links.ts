import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { resolveSessionSecret } from '../sessions/session.js';

/** The one-click unsubscribe address (RFC 8058): a mail client POSTs to it, so it sits under /api. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The links in a reminder that turn reminders off without signing in: the member's id and a MAC of it
 * under the session secret. They do not expire (a mail read weeks later must still work) and only
 * ever turn reminders off, which the member can undo on the profile.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
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

  /** The member a token names, or null when it is not one of ours. */
  userIdOf(token: string): string | null {
    const [userId, mac, ...rest] = token.split('.');
    if (rest.length > 0 || !userId || !mac || !UUID.test(userId)) return null;
    const expected = Buffer.from(this.macOf(userId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private tokenFor(userId: string): string {
    return `${userId}.${this.macOf(userId)}`;
  }

  private macOf(userId: string): string {
    return createHmac('sha256', this.secret).update(`session-reminders:${userId}`).digest('base64url');
  }
}
