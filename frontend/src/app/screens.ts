import { lazyRoute, type Preloadable } from './lazy-route';

// The landing page inside the app, and each screen, in its own chunk: the landing page's visitors
// load none of them. The component library (antd) comes with its providers and the route guards,
// one chunk (antd-routes.ts). A guarded screen's pending and signed-out states come from the
// screen's own module, so the screen shows without waiting again once the visitor is known.

const signInModule = () => import('../features/auth/routes/SignInPage');
const signUpModule = () => import('../features/auth/routes/SignUpPage');
const forgotPasswordModule = () => import('../features/auth/routes/ForgotPasswordPage');
const resetPasswordModule = () => import('../features/auth/routes/ResetPasswordPage');
const verifyEmailModule = () => import('../features/auth/routes/VerifyEmailPage');
const subscribeModule = () => import('../features/membership/routes/SubscribePage');
const dashboardModule = () => import('./routes/DashboardPage');
const memberHomeModule = () => import('./routes/MemberHomePage');
const profileModule = () => import('./routes/ProfilePage');
const adminModule = () => import('./routes/AdminEntryPage');
const programsModule = () => import('./routes/ProgramsPage');
const privacyModule = () => import('../features/legal/routes/PrivacyPage');
const faqModule = () => import('../features/faq/routes/FaqPage');
const unsubscribeModule = () => import('../features/unsubscribe/routes/UnsubscribePage');
const notFoundModule = () => import('../features/not-found/routes/NotFoundPage');
const landingModule = () => import('../features/landing/routes/LandingPage');
const antdModule = () => import('./antd-routes');

export const LandingPage = lazyRoute(landingModule, 'LandingPage');
export const AntdRouteProviders = lazyRoute(antdModule, 'AntdRouteProviders');
export const RequireSignedIn = lazyRoute(antdModule, 'RequireSignedIn');
export const RequireAdmin = lazyRoute(antdModule, 'RequireAdmin');
export const SignInPage = lazyRoute(signInModule, 'SignInPage');
export const SignUpPage = lazyRoute(signUpModule, 'SignUpPage');
export const ForgotPasswordPage = lazyRoute(forgotPasswordModule, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyRoute(resetPasswordModule, 'ResetPasswordPage');
export const VerifyEmailPage = lazyRoute(verifyEmailModule, 'VerifyEmailPage');
export const SubscribePage = lazyRoute(subscribeModule, 'SubscribePage');
export const SubscribePending = lazyRoute(subscribeModule, 'SubscribePending');
export const SubscribeSignInPrompt = lazyRoute(subscribeModule, 'SubscribeSignInPrompt');
export const DashboardPage = lazyRoute(dashboardModule, 'DashboardPage');
export const DashboardPending = lazyRoute(dashboardModule, 'DashboardPending');
export const MemberHomePage = lazyRoute(memberHomeModule, 'MemberHomePage');
export const ProfilePage = lazyRoute(profileModule, 'ProfilePage');
export const ProfilePending = lazyRoute(profileModule, 'ProfilePending');
export const AdminPage = lazyRoute(adminModule, 'AdminEntryPage');
export const ProgramsPage = lazyRoute(programsModule, 'ProgramsPage');
export const PrivacyPage = lazyRoute(privacyModule, 'PrivacyPage');
export const FaqPage = lazyRoute(faqModule, 'FaqPage');
export const UnsubscribePage = lazyRoute(unsubscribeModule, 'UnsubscribePage');
export const NotFoundPage = lazyRoute(notFoundModule, 'NotFoundPage');

/**
 * The lazy screens each prerendered page of the app renders (frontend/scripts/prerender.mjs writes
 * these paths, and / with its own entry): loaded before hydration, so React adopts the prerendered
 * markup in one pass.
 */
const PRERENDERED_SCREENS: Record<string, Preloadable[]> = {
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
