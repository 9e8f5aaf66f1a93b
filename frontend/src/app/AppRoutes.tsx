import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { useSignInState } from '../lib/api/current-user-query';
import type { SignInNotice } from './guards/RequireSignedIn';
import { RouterSiteNavigation } from './RouterSiteNavigation';
import { SiteLayout } from './SiteLayout';
import {
  AdminPage,
  AntdRouteProviders,
  DashboardPage,
  DashboardPending,
  FaqPage,
  ForgotPasswordPage,
  LandingPage,
  MemberHomePage,
  NotFoundPage,
  PrivacyPage,
  ProfilePage,
  ProfilePending,
  ProgramsPage,
  RequireAdmin,
  RequireSignedIn,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  SubscribePage,
  SubscribePending,
  SubscribeSignInPrompt,
  UnsubscribePage,
  VerifyEmailPage,
} from './screens';

const SUBSCRIBE_NOTICE: SignInNotice = {
  title: 'Authentication Required',
  description: 'Please sign up or sign in to subscribe',
};
const PROFILE_NOTICE: SignInNotice = {
  title: 'Authentication Required',
  description: 'Please sign up or sign in to view your profile',
};
/** Long enough to read the notice and see the way to sign in. */
const SUBSCRIBE_REDIRECT_DELAY_MS = 1000;

/**
 * The route table. While the sign-in state loads, the signed-out set applies; / is the landing page
 * for visitors and the home for the signed in; the forgot and reset password pages exist only
 * signed out. A guarded screen renders only for those its guard lets through; anyone else gets the
 * guard's redirect, and its toast where the screen has one.
 */
export function AppRoutes() {
  const signInStatus = useSignInState().status;
  const signedIn = signInStatus === 'signedIn';
  return (
    <RouterSiteNavigation>
      <Routes>
        <Route element={<SiteLayout />}>
          {!signedIn && <Route index element={<LandingPage />} />}
          <Route element={<AntdRouteProviders />}>
            {signedIn && <Route index element={<MemberHomePage />} />}
            <Route path="signin" element={<SignInPage />} />
            <Route path="signup" element={<SignUpPage />} />
            {!signedIn && <Route path="forgot-password" element={<ForgotPasswordPage />} />}
            {!signedIn && <Route path="reset-password" element={<ResetPasswordPage />} />}
            <Route path="verify-email" element={<VerifyEmailPage />} />
            <Route
              path="subscribe"
              element={
                <RequireSignedIn
                  redirect="/signup"
                  redirectDelayMs={SUBSCRIBE_REDIRECT_DELAY_MS}
                  notice={SUBSCRIBE_NOTICE}
                  pending={<SubscribePending />}
                  signedOut={<SubscribeSignInPrompt />}
                >
                  <SubscribePage />
                </RequireSignedIn>
              }
            />
            <Route
              path="dashboard"
              element={
                <RequireSignedIn redirect="/signin" pending={<DashboardPending />}>
                  <DashboardPage />
                </RequireSignedIn>
              }
            />
            <Route
              path="profile"
              element={
                <RequireSignedIn redirect="/signin" notice={PROFILE_NOTICE} pending={<ProfilePending />}>
                  <ProfilePage />
                </RequireSignedIn>
              }
            />
            <Route
              path="admin"
              element={
                <RequireAdmin>
                  <AdminPage />
                </RequireAdmin>
              }
            />
            {/* The workshops and retreats: anyone may read them; booking asks the visitor to sign in. */}
            <Route path="programs" element={<ProgramsPage />} />
            {/* A reminder mail's link: signed in or not, and never prerendered (it reads its token). */}
            <Route path="unsubscribe" element={<UnsubscribePage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="faq" element={<FaqPage />} />
            {/* An unknown path may still be a signed-in route: wait for the state before saying "not found". */}
            <Route path="*" element={signInStatus === 'loading' ? <PageLoading /> : <NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </RouterSiteNavigation>
  );
}
