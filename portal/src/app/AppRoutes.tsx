import { ADMIN_ROUTE_SUFFIX } from '@aspire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from '../components/ExternalRedirect';
// Part of the entry: `/` shows it at once, without a second round of requests. It is
// plain elements and 1.3 kB of CSS; /register loads its MUI screen lazily.
import { AuthScreen } from '../features/auth/components/AuthScreen';
import { lazyNamed } from '../lib/lazy-named';
import { AccessGuard } from '../session/AccessGuard';
import { AccessPage, preloadAccessPage } from './AccessPage';
import { DocumentTitle } from './DocumentTitle';
import { isAssessmentRoute, TITLED_ACCESS_ROUTES } from './access-routes';

const ResetPasswordScreen = lazyNamed(
  () => import('../features/auth/components/ResetPasswordScreen'),
  'ResetPasswordScreen',
);
const RecoverScreen = lazyNamed(
  () => import('../features/auth/components/RecoverScreen'),
  'RecoverScreen',
);
const VerifyEmailScreen = lazyNamed(
  () => import('../features/auth/components/VerifyEmailScreen'),
  'VerifyEmailScreen',
);
const SsoScreen = lazyNamed(() => import('../features/auth/components/SsoScreen'), 'SsoScreen');
const PrivacyPage = lazyNamed(() => import('../features/privacy'), 'PrivacyPage');
const SharingPage = lazyNamed(
  () => import('../features/sharing/components/SharingPage'),
  'SharingPage',
);
const SharedReportPage = lazyNamed(
  () => import('../features/sharing/components/SharedReportPage'),
  'SharedReportPage',
);
const AssessmentPage = lazyNamed(
  () => import('../features/assessments/components/AssessmentPage'),
  'AssessmentPage',
);

/**
 * The user routes; the admin routes leave for the back-office
 * (docs/product/access.md, "Signing in").
 */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const preload = useCallback(
    (route: string, userId: string) => preloadAccessPage(route, queryClient, userId),
    [queryClient],
  );
  return (
    <>
      <DocumentTitle />
      <Routes>
        <Route path="/login" element={<AuthScreen key="login" mode="login" />} />
        <Route path="/register" element={<AuthScreen key="register" mode="register" />} />
        <Route path="/reset-password" element={<ResetPasswordScreen />} />
        <Route path="/verify-email" element={<VerifyEmailScreen />} />
        <Route path="/recover" element={<RecoverScreen />} />
        <Route path="/sso" element={<SsoScreen />} />

        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/sharing" element={<SharingPage />} />
        {/* A parent's link, signed out (docs/decisions/0230-parent-links.md). */}
        <Route path="/shared/:token" element={<SharedReportPage />} />
        {TITLED_ACCESS_ROUTES.map(({ route, assessmentType, receives, title }) => (
          <Route
            key={route}
            path={`/${route}`}
            element={
              <AccessGuard
                key={route}
                route={route}
                assessmentType={assessmentType}
                onCheckStart={preload}
              >
                {({ role, isAdmin }) =>
                  isAssessmentRoute(route) && assessmentType ? (
                    <AssessmentPage type={assessmentType} isAdmin={isAdmin} />
                  ) : (
                    <AccessPage
                      route={route}
                      title={title}
                      receives={receives}
                      access={{ role, isAdmin }}
                    />
                  )
                }
              </AccessGuard>
            }
          />
        ))}
        <Route path={`/admin${ADMIN_ROUTE_SUFFIX}`} element={<ExternalRedirect to="/admin/" />} />
        <Route
          path={`/admin-login${ADMIN_ROUTE_SUFFIX}`}
          element={<ExternalRedirect to="/admin/" />}
        />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </>
  );
}
