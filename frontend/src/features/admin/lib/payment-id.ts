/**
 * A new id for one payment (a UUID, version 4): the server records a payment sent twice once. From
 * crypto.getRandomValues, which a page served over plain http on the studio's network has too
 * (crypto.randomUUID needs a secure context).
 */
export function newPaymentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
