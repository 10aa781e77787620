/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { AppNotification } from '../../components/AppNotification';
import { i18nProvider } from '../../providers/i18nProvider';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { SchoolSsoCreate } from './SchoolSsoCreate';
import { SchoolSsoEdit } from './SchoolSsoEdit';
import { SchoolSsoList } from './SchoolSsoList';
import { SECRET_KEPT, SECRET_NEEDED } from './school-sso-form';

const row = {
  id: 4,
  school_id: 7,
  school_name: 'Google Grammar',
  provider: 'google',
  client_id: 'aspire-google-client',
  has_secret: true,
  tenant_id: null,
  workspace_domain: 'gschool.test',
  allowed_domains: ['gschool.test', 'pupils.gschool.test'],
  enabled: true,
  updated_at: '2026-11-28T10:00:00.000Z',
};
const off = {
  ...row,
  id: 5,
  school_id: 8,
  school_name: 'Microsoft Academy',
  provider: 'microsoft',
  has_secret: false,
  tenant_id: '6f7e8d9c-0b1a-4c2d-9e3f-a1b2c3d4e5f6',
  workspace_domain: null,
  allowed_domains: ['mschool.test'],
  enabled: false,
};
const schools = [{ id: 7, name: 'Google Grammar' }];

const auth = (role: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  canAccess: async ({ action }) => role === 'admin' || ['list', 'show', 'export'].includes(action),
});

function renderWith(view: React.ReactElement, role: string, extra: Partial<DataProvider> = {}) {
  const dataProvider = {
    getList: jest.fn(async (resource: string) =>
      resource === 'schools' ? { data: schools, total: 1 } : { data: [row, off], total: 2 },
    ),
    getMany: jest.fn(async () => ({ data: schools })),
    getOne: jest.fn(async () => ({ data: row })),
    ...extra,
  } as Partial<DataProvider>;
  render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      authProvider={auth(role)}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value="school-sso">{view}</ResourceContextProvider>
      <AppNotification />
    </AdminContext>,
  );
  return dataProvider;
}

jest.setTimeout(30_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

describe('School sign-in settings (back-office)', () => {
  it('should list a school with its provider, domains and status, and never a secret', async () => {
    renderWith(<SchoolSsoList />, 'coordinator');
    const cell = await screen.findByText('Google Grammar', undefined, { timeout: 15_000 });
    const line = within(cell.closest('tr') as HTMLElement);
    expect(line.getByText('Google')).toBeInTheDocument();
    expect(line.getByText('gschool.test, pupils.gschool.test')).toBeInTheDocument();
    expect(line.getByText('Stored')).toBeInTheDocument();
    expect(line.getByText('On')).toBeInTheDocument();
    const other = within(screen.getByText('Microsoft Academy').closest('tr') as HTMLElement);
    expect(other.getByText('Microsoft')).toBeInTheDocument();
    expect(other.getByText('Missing')).toBeInTheDocument();
    expect(other.getByText('Off')).toBeInTheDocument();
    // A coordinator reads only: no "New school sign-in".
    expect(screen.queryByText('New school sign-in')).not.toBeInTheDocument();
  });

  it('should keep the stored secret on an edit that leaves it empty, and show a refusal', async () => {
    const update = jest.fn(async () => {
      throw new HttpError('Enter domains like school.org (lower case, no @).', 400);
    });
    renderWith(<SchoolSsoEdit id={4} />, 'admin', { update } as Partial<DataProvider>);
    expect(
      await screen.findByText(SECRET_KEPT, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Client secret/)).toHaveValue('');
    fireEvent.change(screen.getByLabelText(/^Allowed e-mail domains/), {
      target: { value: 'gschool.test, new.gschool.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [, params] = update.mock.calls[0] as unknown as [string, { data: object }];
    expect(params.data).not.toHaveProperty('client_secret');
    expect(params.data).toMatchObject({
      allowed_domains: ['gschool.test', 'new.gschool.test'],
      workspace_domain: 'gschool.test',
    });
    expect(
      await screen.findByText('Enter domains like school.org (lower case, no @).'),
    ).toBeInTheDocument();
  });

  it('should ask for the secret on a new configuration, and the lock of the chosen provider', async () => {
    renderWith(<SchoolSsoCreate />, 'admin');
    expect(
      await screen.findByText(SECRET_NEEDED, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tenant id/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Workspace domain/)).not.toBeInTheDocument();
  });
});
