import { Admin } from 'react-admin';
import { LoginPage } from './auth/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { resourcesFor } from './resources/staff-resources';
import { AppNotification } from './components/AppNotification';
import { backofficeTitle } from './lib/product-name';
import { backofficeTheme } from './theme/theme';

// No basename: react-admin's default hash router keeps every route after `/admin/#/`, so the
// backend serves a single index.html and deep links work wherever the app is mounted.
export const App = () => (
  <Admin
    title={backofficeTitle()}
    theme={backofficeTheme}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    notification={AppNotification}
    requireAuth
    disableTelemetry
  >
    {(role: unknown) => resourcesFor(role)}
  </Admin>
);
