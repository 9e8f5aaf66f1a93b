export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

/** Login, logout and provider sign-in are server routes: leave the SPA with a full-page load. */
export function navigateFullPage(url: string): void {
  window.location.assign(url);
}
