// The one way the app calls its API. Every call sends the session cookie and the header the server's
// CSRF check asks of state-changing calls (on every call, so there is one code path); a body goes as
// JSON. A failed answer throws an Error reading "<status>: <body text, or the status text if the body
// is empty>", which lib/api-errors.ts reads. Nothing of the data layer here: the landing page's own
// entry (src/landing.tsx) calls the API through this module too.

const CSRF_HEADER = { 'X-Requested-With': 'sadhana' } as const;

export interface CallOptions {
  signal?: AbortSignal;
  /** 'no-store' for a poll that must see the server's latest answer, not the browser's cached one. */
  cache?: RequestCache;
}

interface SendOptions extends CallOptions {
  body?: unknown;
  /** Declare a JSON body even when none is sent (the profile's cancel call is specified so). */
  jsonContentType?: boolean;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** A mutation's JSON answer; undefined when it has none (204, or a body that is not JSON). */
async function readJsonIfAny<T>(response: Response): Promise<T> {
  const isJson = response.headers.get('Content-Type')?.includes('application/json');
  return (isJson ? await response.json() : undefined) as T;
}

async function send(method: string, url: string, options: SendOptions = {}): Promise<Response> {
  const { body, jsonContentType, signal, cache } = options;
  const hasBody = body !== undefined;
  return fetch(url, {
    method,
    credentials: 'include',
    headers:
      hasBody || jsonContentType ? { ...CSRF_HEADER, 'Content-Type': 'application/json' } : CSRF_HEADER,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
    cache,
  });
}

async function call<T>(method: string, url: string, options?: SendOptions): Promise<T> {
  const response = await send(method, url, options);
  await throwIfNotOk(response);
  return readJsonIfAny<T>(response);
}

/**
 * GET, parsed as JSON. By default a 401 is an error like any other; with `on401: 'returnNull'` it
 * is an answer, null (the current user's call: nobody is signed in).
 */
function get<T>(url: string, options?: CallOptions & { on401?: 'throw' }): Promise<T>;
function get<T>(url: string, options: CallOptions & { on401: UnauthorizedBehavior }): Promise<T | null>;
async function get<T>(
  url: string,
  { on401 = 'throw', ...options }: CallOptions & { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const response = await send('GET', url, options);
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export const api = {
  get,
  post: <T = unknown>(url: string, body?: unknown, options?: Omit<SendOptions, 'body'>) =>
    call<T>('POST', url, { ...options, body }),
  put: <T = unknown>(url: string, body: unknown) => call<T>('PUT', url, { body }),
  patch: <T = unknown>(url: string, body: unknown) => call<T>('PATCH', url, { body }),
  delete: <T = unknown>(url: string, body?: unknown) => call<T>('DELETE', url, { body }),
};
