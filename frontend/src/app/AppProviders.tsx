import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { CurrentUser } from '../lib/api/get-current-user';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';

/**
 * The data layer shared by every screen; the router is the caller's (browser or static prerender).
 * `signedInUser`: the answer of GET /api/auth/user when the landing page's entry already has it
 * (app/LandingShell.tsx), so the app starts signed in instead of asking again.
 */
export function AppProviders({
  children,
  signedInUser,
}: {
  children: ReactNode;
  signedInUser?: CurrentUser;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (signedInUser) client.setQueryData(queryKeys.currentUser(), signedInUser);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
