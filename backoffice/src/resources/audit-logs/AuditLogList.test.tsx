/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { AuditLogList } from './AuditLogList';

jest.setTimeout(30_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

// Staff read "Failed sign-in" and "Sign-in", not login_failed and auth.
it('should show audit actions and resources by their labels', async () => {
  const row = {
    id: 1,
    at: '2025-03-01T10:00:00.000Z',
    actor_email: 'pupil@demo-school.test',
    action: 'login_failed',
    resource: 'auth',
    resource_id: null,
    ip: '127.0.0.1',
  };
  const dataProvider = { getList: jest.fn().mockResolvedValue({ data: [row], total: 1 }) };
  render(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider}>
      <ResourceContextProvider value="audit-logs">
        <AuditLogList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  expect(await screen.findByText('Failed sign-in', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Sign-in')).toBeInTheDocument();
  expect(screen.queryByText('login_failed')).not.toBeInTheDocument();
});
