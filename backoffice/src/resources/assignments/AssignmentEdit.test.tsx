/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { AppNotification } from '../../components/AppNotification';
import { i18nProvider } from '../../providers/i18nProvider';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { AssignmentEdit } from './AssignmentEdit';
import { AssignmentShow } from './AssignmentShow';
import { DELETE_ASSIGNMENT_CONFIRM } from './assignment-form';

const record = {
  id: 9,
  school_id: 3,
  assessment_types: ['Career'],
  year_group: 'Year 10',
  class_name: null,
  due_at: '2026-12-12T17:00:00.000Z',
  message: 'Before half term',
  created_by: 'u1',
  created_at: '2026-11-01T10:00:00.000Z',
  reminded_at: null,
  counts: { total: 1, complete: 0, in_progress: 0, not_started: 1 },
  students: [],
};

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'coordinator',
  canAccess: async () => true,
};

function renderWith(view: React.ReactElement, extra: Partial<DataProvider> = {}) {
  const dataProvider = {
    getOne: jest.fn(async () => ({ data: record })),
    ...extra,
  } as Partial<DataProvider>;
  render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      authProvider={auth}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value="assignments">{view}</ResourceContextProvider>
      <AppNotification />
    </AdminContext>,
  );
  return dataProvider;
}

jest.setTimeout(30_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

describe('Managing an assignment (back-office)', () => {
  it('should save an edit with the changed fields only, never the school or the counts', async () => {
    const update = jest.fn(async (_r: string, p: { data: object }) => ({
      data: { ...record, ...p.data },
    }));
    renderWith(<AssignmentEdit id={9} />, { update } as unknown as Partial<DataProvider>);
    const message = await screen.findByLabelText(/^Message to students/, undefined, {
      timeout: 15_000,
    });
    fireEvent.change(message, { target: { value: 'Extended to the end of term' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [, params] = update.mock.calls[0] as unknown as [string, { id: number; data: object }];
    expect(params.id).toBe(9);
    expect(params.data).toEqual({
      assessment_types: ['Career'],
      year_group: 'Year 10',
      class_name: null,
      due_at: '2026-12-12T17:00:00.000Z',
      message: 'Extended to the end of term',
    });
  });

  it('should offer edit and a delete that says what it removes before it deletes', async () => {
    const del = jest.fn(async () => ({ data: record }));
    renderWith(<AssignmentShow id={9} />, { delete: del } as unknown as Partial<DataProvider>);
    expect(
      await screen.findByRole('link', { name: 'Edit or extend' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DELETE_ASSIGNMENT_CONFIRM)).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(del).toHaveBeenCalled());
  });
});
