import { createContext, useContext } from 'react';
import type { CurrentUser } from './api/get-current-user';

/** Given by the route guard RequireSignedIn (app/guards) to the screen it lets through. */
export const SignedInUserContext = createContext<CurrentUser | null>(null);

/** The user of a screen the route table guards with RequireSignedIn: it renders only for them. */
export function useSignedInUser(): CurrentUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser() is for screens behind RequireSignedIn (app/AppRoutes.tsx)');
  return user;
}
