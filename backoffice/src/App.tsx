import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { LoginPage } from './auth/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './providers/query-client';
import { resourcesFor } from './resources/staff-resources';
import { AppNotification } from './components/AppNotification';
import { backofficeTitle } from './lib/product-name';
import { backofficeTheme } from './theme/theme';

// The signed-out password pages load when opened: the sign-in page, the first visit, stays as light
// as it was (docs/decisions/0046-light-first-screens.md).
const pages = () => import('./auth/PasswordPages');
const ForgotPasswordPage = lazy(() => pages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => pages().then((m) => ({ default: m.ResetPasswordPage })));
const SetPasswordPage = lazy(() => pages().then((m) => ({ default: m.SetPasswordPage })));
const Loaded = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);

// No basename: react-admin's default hash router keeps every route after `/admin/#/`, so the
// backend serves a single index.html and deep links work wherever the app is mounted.
export const App = () => {
  // One per app: a test's next render starts with an empty cache, as a page load does.
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      title={backofficeTitle()}
      theme={backofficeTheme}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      notification={AppNotification}
      requireAuth
      disableTelemetry
    >
      {/* Signed out: reached from the sign-in page and from e-mailed links. */}
      <CustomRoutes noLayout>
        <Route
          path="/forgot-password"
          element={
            <Loaded>
              <ForgotPasswordPage />
            </Loaded>
          }
        />
        <Route
          path="/reset-password"
          element={
            <Loaded>
              <ResetPasswordPage />
            </Loaded>
          }
        />
        <Route
          path="/set-password"
          element={
            <Loaded>
              <SetPasswordPage />
            </Loaded>
          }
        />
      </CustomRoutes>
      {(role: unknown) => resourcesFor(role)}
    </Admin>
  );
};
