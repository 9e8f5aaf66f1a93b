import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../components/layout/SiteLayout';
import { PageLoading } from '../components/PageLoading';
import { LandingPage } from '../features/landing/routes/LandingPage';
import { useSignInState } from '../lib/auth';

// The landing page is the first paint for visitors, so it ships in the entry chunk, without
// antd; every other screen is its own chunk, under the lazily loaded antd providers.
const SignInPage = lazy(() =>
  import('../features/auth/routes/SignInPage').then((m) => ({ default: m.SignInPage })),
);
const SignUpPage = lazy(() =>
  import('../features/auth/routes/SignUpPage').then((m) => ({ default: m.SignUpPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/routes/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/routes/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const SubscribePage = lazy(() =>
  import('../features/subscription/routes/SubscribePage').then((m) => ({ default: m.SubscribePage })),
);
const DashboardPage = lazy(() =>
  import('../features/schedule/routes/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const MemberHomePage = lazy(() =>
  import('../features/schedule/routes/MemberHomePage').then((m) => ({ default: m.MemberHomePage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/routes/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/routes/AdminPage').then((m) => ({ default: m.AdminPage })),
);
// Lazy as well: it needs antd's toasts, which the landing page's entry chunk must not carry.
const RequireAdmin = lazy(() => import('./RequireAdmin').then((m) => ({ default: m.RequireAdmin })));
const PrivacyPage = lazy(() =>
  import('../features/legal/routes/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
const FaqPage = lazy(() => import('../features/faq/routes/FaqPage').then((m) => ({ default: m.FaqPage })));
const AntdRouteProviders = lazy(() =>
  import('./AntdRouteProviders').then((m) => ({ default: m.AntdRouteProviders })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/routes/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** The route table of spec §2: while the sign-in state loads, the signed-out set applies. */
export function AppRoutes() {
  const signInStatus = useSignInState().status;
  const signedIn = signInStatus === 'signedIn';
  return (
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
          <Route
            path="admin"
            element={
              <RequireAdmin>
                <AdminPage />
              </RequireAdmin>
            }
          />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="faq" element={<FaqPage />} />
          {/* An unknown path may still be a signed-in route: wait for the state before saying "not found". */}
          <Route path="*" element={signInStatus === 'loading' ? <PageLoading /> : <NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
