/**
 * A member's stream, `member-<userId>`: their account's life (accounts), their membership and fee
 * payments (membership) and their profile changes (profile) are all events on it, so its name is
 * part of the kernel every context's domain shares.
 */
export function memberStream(userId: string): string {
  return `member-${userId}`;
}
