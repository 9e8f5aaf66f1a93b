/**
 * Who is calling: what `@CurrentUser()` yields and the guards check. The accounts module's session
 * middleware sets it on each request, loaded fresh; the platform only reads it.
 */
export interface AuthenticatedUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

declare global {
  namespace Express {
    interface Request {
      /** Set by the session-user middleware for a signed-in, not deleted user. */
      authenticatedUser?: AuthenticatedUser;
    }
  }
}
