import { type LazyRoute, lazyRoute } from './lazy-route';

// The landing page is the first paint for visitors: it is not a lazy screen, and not under antd;
// every other screen is its own chunk, under the lazily loaded antd providers.
export const SignInPage = lazyRoute(() =>
  import('../features/auth/routes/SignInPage').then((m) => m.SignInPage),
);
export const SignUpPage = lazyRoute(() =>
  import('../features/auth/routes/SignUpPage').then((m) => m.SignUpPage),
);
export const ForgotPasswordPage = lazyRoute(() =>
  import('../features/auth/routes/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyRoute(() =>
  import('../features/auth/routes/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
export const SubscribePage = lazyRoute(() =>
  import('../features/membership/routes/SubscribePage').then((m) => m.SubscribePage),
);
export const DashboardPage = lazyRoute(() => import('./routes/DashboardPage').then((m) => m.DashboardPage));
export const MemberHomePage = lazyRoute(() =>
  import('./routes/MemberHomePage').then((m) => m.MemberHomePage),
);
export const ProfilePage = lazyRoute(() => import('./routes/ProfilePage').then((m) => m.ProfilePage));
export const AdminPage = lazyRoute(() => import('./AdminRoute').then((m) => m.AdminRoute));
export const PrivacyPage = lazyRoute(() =>
  import('../features/legal/routes/PrivacyPage').then((m) => m.PrivacyPage),
);
export const FaqPage = lazyRoute(() => import('../features/faq/routes/FaqPage').then((m) => m.FaqPage));
export const AntdRouteProviders = lazyRoute(() =>
  import('./AntdRouteProviders').then((m) => m.AntdRouteProviders),
);
export const NotFoundPage = lazyRoute(() =>
  import('../features/not-found/routes/NotFoundPage').then((m) => m.NotFoundPage),
);

/**
 * The lazy screens each prerendered page of the app renders (frontend/scripts/prerender.mjs writes
 * these paths, and / with its own entry): loaded before hydration, so React adopts the prerendered
 * markup in one pass.
 */
const PRERENDERED_SCREENS: Record<string, LazyRoute[]> = {
  '/privacy': [AntdRouteProviders, PrivacyPage],
  '/faq': [AntdRouteProviders, FaqPage],
  '/signin': [AntdRouteProviders, SignInPage],
  '/signup': [AntdRouteProviders, SignUpPage],
};

export const APP_PRERENDERED_PATHS = Object.keys(PRERENDERED_SCREENS);

export function preloadPrerenderedScreens(pathname: string): Promise<unknown> {
  return Promise.all((PRERENDERED_SCREENS[pathname] ?? []).map((screen) => screen.preload()));
}

/** What / shows a signed-in member: loaded before the app replaces the landing page (app/LandingShell.tsx). */
export function preloadMemberHome(): Promise<unknown> {
  return Promise.all([AntdRouteProviders.preload(), MemberHomePage.preload()]);
}
