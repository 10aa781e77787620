import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import {
  completedAt,
  dashboardRoutes,
  daysAgo,
  part3Rows,
  subjectRows,
  type DashboardFixture,
} from '../testing/fixtures';
import { UniReadyTab } from './UniReadyTab';

jest.mock('../../../components/charts');

const recent = daysAgo(10);
const completedSubject: DashboardFixture = {
  progress: { Subject: completedAt(recent) },
  rows: { Subject: subjectRows },
};

async function open(fixture: DashboardFixture, isAdmin = false) {
  const api = mockApi(dashboardRoutes(fixture));
  renderApp({
    url: '/dashboard',
    routes: { '/dashboard': <UniReadyTab userId="u-1" isAdmin={isAdmin} /> },
  });
  await settle();
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('UniReady tab', () => {
  it('should chart the top three subjects extended by ties with the third', async () => {
    await open(completedSubject);
    const chart = screen.getByRole('figure', { name: 'Top Subject Scores chart' });
    expect(
      within(chart)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Physics: 5', 'Chemistry: 4', 'Biology: 3', 'Law: 3']);
    expect(chart).toHaveAttribute('data-ticks', '0,1,2,3,4,5');
  });

  it('should open a 550 px note with a bachelor-programme search when a bar is clicked', async () => {
    const { user } = await open(completedSubject);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Chemistry: 4' }));
    // The note's MUI Popover loads on first use.
    const note = await screen.findByRole('dialog', { name: 'Chemistry' });
    expect(note).toHaveStyle({ width: '550px' });
    expect(within(note).getByText('Chemistry note')).toBeInTheDocument();
    const link = within(note).getByRole('link', {
      name: 'Search bachelor programmes in Chemistry',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://www.bachelorsportal.com/search/bachelor?q=Chemistry',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should open the same note from the keyboard-reachable subject chips', async () => {
    const { user } = await open(completedSubject);
    await clickAndSettle(user, screen.getByRole('button', { name: 'About Physics' }));
    expect(await screen.findByRole('dialog', { name: 'Physics' })).toHaveTextContent(
      'Average score: 5.0',
    );
  });

  it('should show the three buttons when Part III applies, and the exploration chart after it', async () => {
    await open({
      progress: { Subject: completedAt(recent), SubjectPart3: completedAt(recent, 's-3') },
      rows: { Subject: subjectRows, SubjectPart3: part3Rows },
    });
    expect(
      screen.getAllByRole('button', { name: /UniReady|Exploration/ }).map((b) => b.textContent),
    ).toEqual([
      'Take UniReady Assessment',
      'Advanced Subject Exploration',
      'UniReady Scoring Details',
    ]);
    const chart = screen.getByRole('figure', { name: 'Subject Exploration Scores chart' });
    expect(within(chart).getByRole('button', { name: 'Astrophysics: 4.5' })).toBeInTheDocument();
  });

  it('should hide Advanced Subject Exploration when no top facet carries Part III', async () => {
    await open({
      progress: { Subject: completedAt(recent) },
      rows: { Subject: subjectRows.map((r) => ({ ...r, taxonomy: [] })) },
    });
    expect(screen.queryByRole('button', { name: 'Advanced Subject Exploration' })).toBeNull();
    expect(screen.getByRole('button', { name: 'UniReady Scoring Details' })).toBeInTheDocument();
  });

  it('should offer only the assessment to a student who has not finished it', async () => {
    const { user } = await open({});
    expect(
      screen.getByText('Complete the UniReady assessment to see your top subjects.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'UniReady Scoring Details' })).toBeNull();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take UniReady Assessment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subjectassessment');
  });

  it('should alert an early retake with the last submission date instead of starting', async () => {
    const { user } = await open(completedSubject);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take UniReady Assessment' }));
    const date = new Date(recent).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `You have already completed the UniReady Psychometric Test. You can retake it 6 months after your last submission on ${date}.`,
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('should let an admin retake at any time', async () => {
    const { user } = await open(completedSubject, true);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take UniReady Assessment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subjectassessment');
  });

  it('should pass the session and the Part II and Part III scores to /subject-scores', async () => {
    const { user } = await open(completedSubject);
    await clickAndSettle(user, screen.getByRole('button', { name: 'UniReady Scoring Details' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/subject-scores');
    const state = JSON.parse(location.dataset.state ?? '') as {
      sessionId: string;
      partIIScores: { _id: string }[];
      partIIIScores: unknown[];
    };
    expect(state.sessionId).toBe('s-1');
    expect(state.partIIScores.map((s) => s._id)).toEqual([
      'Physics',
      'Chemistry',
      'Biology',
      'Law',
      'Music',
    ]);
    expect(state.partIIIScores).toEqual([]);
  });

  it('should save the top subjects 500 ms after they are known, once per browser session', async () => {
    jest.useFakeTimers();
    try {
      const { api } = await open(completedSubject);
      await screen.findByRole('figure', { name: 'Top Subject Scores chart' });
      await settle(() => jest.advanceTimersByTimeAsync(499));
      expect(callsTo(api, 'POST /api/users/save-top-subjects/u-1')).toHaveLength(0);
      await settle(() => jest.advanceTimersByTimeAsync(1));
      expect(callsTo(api, 'POST /api/users/save-top-subjects/u-1').map((c) => c.body)).toEqual([
        {
          topSubjects: [
            { subject: 'Physics', averageScore: 5 },
            { subject: 'Chemistry', averageScore: 4 },
            { subject: 'Biology', averageScore: 3 },
            { subject: 'Law', averageScore: 3 },
          ],
        },
      ]);
      expect(sessionStorage.getItem('topSubjectsSaved_u-1')).not.toBeNull();
      await settle(() => jest.advanceTimersByTimeAsync(5000));
      expect(callsTo(api, 'POST /api/users/save-top-subjects/u-1')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
