import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps use it: 6 digits, 30-second steps, HMAC-SHA1. */
export const TOTP_PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrlOf(secret: string, accountName: string): string {
  return generateURI({ issuer: 'Sadhana', label: accountName, secret });
}

/** The enrolment QR code, as an image the browser shows (`<img src>`; the CSP admits data: images). */
export function qrCodeOf(otpauthUrl: string): Promise<string> {
  return QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

/**
 * The 30-second step a code belongs to, when it is right at `now` or one step either side (clock
 * skew between phone and server); undefined otherwise. That a step is used once is the domain's rule.
 */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_SECONDS });
  // `delta`: how many steps from now's the code was for (-1, 0 or +1).
  return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : undefined;
}
