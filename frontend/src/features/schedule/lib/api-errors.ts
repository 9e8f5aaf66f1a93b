import { isUnauthorizedError } from '../../../lib/api-client';

export { isUnauthorizedError };

/** The `message` of a `{ message }` error body ("409: {\"message\":\"…\"}"), if there is one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const separator = error.message.indexOf(': ');
  if (separator < 0) return null;
  try {
    const body: unknown = JSON.parse(error.message.slice(separator + 2));
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message.join(' ');
    }
  } catch {
    // not JSON
  }
  return null;
}

export function isConflictError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('409:');
}
