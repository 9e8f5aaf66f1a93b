export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

/** Login, logout and provider sign-in are server routes: leave the SPA with a full-page load. */
export function navigateFullPage(url: string): void {
  window.location.assign(url);
}

/**
 * Router state for a redirect after the server ended the session: once the new page is shown the
 * app forgets the user (app/ForgetEndedSession.tsx). Forgetting earlier would let the old page's
 * own signed-out redirect win.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;
