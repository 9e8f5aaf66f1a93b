import type { QueryFunction } from '@tanstack/react-query';

// The server's CSRF defence rejects state-changing calls without this non-simple header;
// sending it on every call keeps one code path.
const REQUESTED_WITH_HEADER = { 'X-Requested-With': 'sadhana' } as const;

export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody
      ? { ...REQUESTED_WITH_HEADER, 'Content-Type': 'application/json' }
      : REQUESTED_WITH_HEADER,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResponseNotOk(response);
  return response;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default fetch of a query, a GET parsed as JSON; also called without the data layer (src/landing.tsx). */
export async function getJson<T>(
  url: string,
  { on401, signal }: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', headers: REQUESTED_WITH_HEADER, signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfResponseNotOk(response);
  return (await response.json()) as T;
}

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => getJson<T>(queryKey.join('/'), { on401, signal });
}
