/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { answering } from '../../testing/in-admin';
import { AssignmentCreate } from './AssignmentCreate';

const groups = jest.fn();
const check = jest.fn();

const coordinator: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'coordinator',
  canAccess: async ({ resource }) => resource !== 'whitelist.school',
};

const renderCreate = () =>
  render(
    <AdminContext
      dataProvider={
        {
          create: jest.fn(),
          getAssignmentGroups: answering(groups),
          checkAssignment: answering(check),
        } as Partial<DataProvider> as DataProvider
      }
      authProvider={coordinator}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value="assignments">
        <AssignmentCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );

const optionsOf = async (label: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
  return { list, names };
};

jest.setTimeout(30_000);
beforeEach(() => {
  hideLegacyInputPropsWarning();
  groups.mockReset().mockResolvedValue({
    year_groups: [
      { year_group: 'Year 10', students: 4 },
      { year_group: 'Year 11', students: 1 },
    ],
    classes: [
      { year_group: 'Year 10', class_name: '10A', students: 3 },
      { year_group: 'Year 10', class_name: '10C', students: 1 },
      { year_group: 'Year 11', class_name: '11B', students: 1 },
    ],
  });
  check.mockReset().mockResolvedValue({
    students: 3,
    assessments: [{ type: 'Learning', done: 0, locked: 2 }],
    warnings: [
      'StudyStyle is locked for 2 of 3 students: it opens with Enrich+, after UniReady and FutureReady.',
    ],
  });
});

describe('Making an assignment: known groups and warnings', () => {
  it('should offer only the year groups and classes of the school, with their counts', async () => {
    renderCreate();
    const { list, names } = await optionsOf('Year group');
    expect(names).toEqual(['Any year group', 'Year 10 (4 students)', 'Year 11 (1 student)']);
    fireEvent.click(within(list).getByRole('option', { name: 'Year 10 (4 students)' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // The classes follow the year group chosen.
    const classes = await optionsOf('Class');
    expect(classes.names).toEqual(['Any class', '10A (3 students)', '10C (1 student)']);
    expect(groups).toHaveBeenCalledWith(null);
  });

  it('should say how many students it asks and warn where an assessment is locked', async () => {
    renderCreate();
    fireEvent.click(await screen.findByLabelText('StudyStyle'));
    const { list } = await optionsOf('Class');
    fireEvent.click(within(list).getByRole('option', { name: '10A (3 students)' }));
    const box = await screen.findByTestId('assignment-check');
    expect(box).toHaveTextContent('Asks 3 students.');
    expect(
      within(box).getByText(
        'StudyStyle is locked for 2 of 3 students: it opens with Enrich+, after UniReady and FutureReady.',
      ),
    ).toBeVisible();
    expect(check).toHaveBeenLastCalledWith({
      assessment_types: ['Career', 'Learning'],
      year_group: null,
      class_name: '10A',
    });
  });
});
