import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../components/layout/SiteLayout';
import { PageLoading } from '../components/PageLoading';
import { LandingPage } from '../features/landing/routes/LandingPage';
import { useSignInState } from '../lib/api/current-user-query';
import { RouterSiteNavigation } from './RouterSiteNavigation';
import {
  AdminPage,
  AntdRouteProviders,
  DashboardPage,
  FaqPage,
  ForgotPasswordPage,
  MemberHomePage,
  NotFoundPage,
  PrivacyPage,
  ProfilePage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  SubscribePage,
} from './screens';

/** The route table of spec §2: while the sign-in state loads, the signed-out set applies. */
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
            <Route path="subscribe" element={<SubscribePage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="admin" element={<AdminPage />} />
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
