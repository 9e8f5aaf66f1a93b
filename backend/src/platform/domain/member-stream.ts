import { assertCanonicalUuid } from './canonical-id.js';

/**
 * A member's stream, `member-<userId>`: their account's life (accounts), their membership and fee
 * payments (membership) and their profile changes (profile) are all events on it, so its name is
 * part of the kernel every context's domain shares. Made only from the canonical (lower-case) id:
 * any other spelling would be a second stream of the same member, beside their rules.
 */
export function memberStream(userId: string): string {
  return `member-${assertCanonicalUuid(userId)}`;
}
