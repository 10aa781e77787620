/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext, HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import { AuditLogList } from '../resources/audit-logs/AuditLogList';
import { FacetList } from '../resources/facets/FacetList';
import { OutboxList } from '../resources/outbox/OutboxList';
import { QuestionList } from '../resources/questions/QuestionList';
import { SchoolList } from '../resources/schools/SchoolList';
import { StudentList } from '../resources/students/StudentList';
import { RejectedSignupList } from '../resources/rejected-signups/RejectedSignupList';
import { UserList } from '../resources/users/UserList';
import { WhitelistList } from '../resources/whitelist/WhitelistList';
import { hideLegacyInputPropsWarning } from '../testing/known-warnings';
import { AppNotification } from './AppNotification';

jest.setTimeout(30_000);
beforeEach(() => {
  // react-admin logs every failed data call; these failures are the point of the test.
  const spy = hideLegacyInputPropsWarning();
  const others = spy.getMockImplementation()!;
  spy.mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (message instanceof HttpError) return;
    others(message, ...rest);
  });
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const failing = (..._args: unknown[]) =>
  Promise.reject(new HttpError('Internal server error', 500, {}));

const LISTS: [string, string, ComponentType][] = [
  ['whitelist', 'whitelist', WhitelistList],
  ['users', 'users', UserList],
  ['audit-logs', 'audit log', AuditLogList],
  ['facets', 'facets', FacetList],
  ['outbox', 'mail outbox', OutboxList],
  ['questions', 'questions', QuestionList],
  ['schools', 'schools', SchoolList],
  ['students', 'students', StudentList],
  ['rejected-signups', 'rejected sign-ups', RejectedSignupList],
];

// A list that fails to load says so, with Retry — never an empty table
// (docs/product/coordinators.md).
describe('a back-office list whose call fails', () => {
  it.each(LISTS)(
    'should say that %s failed to load and offer Retry',
    async (resource, what, View) => {
      const getList = jest.fn(failing);
      const dataProvider = { getList, getMany: jest.fn(failing) } as Partial<DataProvider>;
      render(
        <AdminContext dataProvider={dataProvider as DataProvider}>
          <ResourceContextProvider value={resource}>
            <View />
          </ResourceContextProvider>
          <AppNotification />
        </AdminContext>,
      );
      const message = `Failed to load ${what}. Please try again.`;
      // The banner and the toast both carry the spec's words.
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2), {
        timeout: 15_000,
      });
      expect(screen.queryByText(/No .* found\./)).not.toBeInTheDocument();
      expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();

      const calls = getList.mock.calls.filter(([name]) => name === resource).length;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(
        () =>
          expect(getList.mock.calls.filter(([name]) => name === resource).length).toBeGreaterThan(
            calls,
          ),
        { timeout: 15_000 },
      );
    },
  );

  it('should show the rows once Retry succeeds', async () => {
    let whitelistCalls = 0;
    const getList = jest.fn((resource: string) =>
      resource === 'whitelist' && whitelistCalls++ === 0
        ? failing()
        : Promise.resolve({
            data:
              resource === 'whitelist'
                ? [{ id: 1, type: 'domain', value: 'demo-school.test', school_id: null }]
                : [],
            total: resource === 'whitelist' ? 1 : 0,
          }),
    );
    const dataProvider = { getList, getMany: jest.fn().mockResolvedValue({ data: [] }) };
    render(
      <AdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <ResourceContextProvider value="whitelist">
          <WhitelistList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 }));
    expect(
      await screen.findByText('demo-school.test', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Failed to load whitelist. Please try again.'),
    ).not.toBeInTheDocument();
  });
});
