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
  /** The account has a second factor on (a passkey or an authenticator app). */
  secondFactorEnrolled: boolean;
  /**
   * Epoch ms when this session last passed a second-factor check (a sign-in that asked for one, a
   * passkey sign-in, an enrolment or a step-up); null when it never has. AdminGuard and StepUpGuard read it.
   */
  secondFactorCheckedAt: number | null;
}

declare global {
  namespace Express {
    interface Request {
      /** Set by the session-user middleware for a signed-in, not deleted user. */
      authenticatedUser?: AuthenticatedUser;
    }
  }
}
