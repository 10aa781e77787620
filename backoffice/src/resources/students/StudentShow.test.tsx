/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { render, screen, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { StudentShow, type StudentPage } from './StudentShow';

jest.setTimeout(30_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

const ZOE: StudentPage = {
  id: 'u-1',
  user_id: 'u-1',
  state: 'not_verified',
  rostered: true,
  username: 'zoe',
  email: 'zoe@school.test',
  year_group: 'Year 10',
  class_name: '10A',
  registered_at: '2026-09-01T08:00:00.000Z',
  verified_at: null,
  last_active_at: '2026-09-03T08:00:00.000Z',
  futureready_completed_at: '2026-09-03T08:00:00.000Z',
  uniready_completed_at: null,
  part_iii_completed_at: null,
  studystyle_completed_at: null,
  locked_until: null,
  assignments: [
    {
      id: 4,
      text: 'Your school asks you to complete FutureReady by 1 October',
      due_at: '2026-10-01T00:00:00.000Z',
      status: 'complete',
    },
  ],
  recovery_code: null,
};

const renderPage = () => {
  const getOne = jest.fn().mockResolvedValue({ data: ZOE });
  render(
    <MemoryRouter initialEntries={['/students/u-1/show']}>
      <AdminContext dataProvider={{ getOne } as Partial<DataProvider> as DataProvider}>
        <Routes>
          <Route path="/students/:id/show" element={<StudentShow />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return getOne;
};

describe('StudentShow: a page per student', () => {
  it('should show groups to edit, the assignment state, the dates and the actions that apply', async () => {
    const getOne = renderPage();
    expect(await screen.findByText('zoe@school.test · Not verified')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('students', expect.objectContaining({ id: 'u-1' }));
    expect(screen.getByRole('textbox', { name: 'Year group' })).toHaveValue('Year 10');
    expect(screen.getByRole('textbox', { name: 'Class' })).toHaveValue('10A');
    const assignments = screen.getByRole('table', { name: 'Assignments' });
    expect(within(assignments).getByText('Complete')).toBeInTheDocument();
    expect(within(assignments).getByText('1 Oct 2026')).toBeInTheDocument();
    const progress = screen.getByRole('table', { name: 'Progress' });
    expect(within(progress).getByText('FutureReady completed').nextSibling).toHaveTextContent(
      '3 Sept 2026',
    );
    expect(screen.getByRole('button', { name: 'Resend verification' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock sign-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue a recovery code' })).toBeInTheDocument();
    expect(screen.getByText('No recovery code is live.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/score/i);
  });
});
