// Reading the errors the API client throws: "<status>: <body text or status text>".

/** The server's `{ message }` of a failed call, or undefined for a network failure or an answer without one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[2]) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
    if (Array.isArray(body.message) && typeof body.message[0] === 'string') return body.message.join(' ');
  } catch {
    // not JSON: no server message
  }
  return undefined;
}

/** True when the server answered (any status); false for a network error. */
export function isHttpError(error: unknown): boolean {
  return error instanceof Error && /^\d{3}: /.test(error.message);
}

/** A 401 answered to a signed-in call: the session has ended. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

/** The server's machine-readable `code` of a refusal (`second_factor_required`, `step_up_required`), if any. */
export function serverCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[1]) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** A destructive call refused until the caller confirms it is them with a second factor. */
export const isStepUpRequired = (error: unknown) => serverCode(error) === 'step_up_required';
