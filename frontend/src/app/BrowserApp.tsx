import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { CurrentUser } from '../lib/api/get-current-user';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { preloadMemberHome } from './screens';

/** The whole app in the browser: data layer, router and route table. */
export function BrowserApp({ signedInUser }: { signedInUser?: CurrentUser }) {
  return (
    <AppProviders signedInUser={signedInUser}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * The app as / shows a signed-in member, their home's screens already loaded so it renders at once:
 * what the landing page's entry hands over to (app/LandingShell.tsx).
 */
export async function appForMember(user: CurrentUser): Promise<ReactNode> {
  await preloadMemberHome();
  return <BrowserApp signedInUser={user} />;
}
