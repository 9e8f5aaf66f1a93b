import type { Request } from 'express';

/** Who pays, as Stripe's customer record takes it: behind SignedInGuard, from the row loaded for the request. */
export function payerOf(request: Request): { id: string; email: string; name: string } {
  const user = request.userRecord as NonNullable<Request['userRecord']>;
  return { id: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') };
}
