/** Set by global-setup once the app answers; E2E_BASE_URL may also point at an app already running. */
export function appUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: the app was not started by tests/support/global-setup.ts');
  return url;
}
