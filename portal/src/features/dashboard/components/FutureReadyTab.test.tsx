import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import {
  careerVisualization,
  completedAt,
  dashboardRoutes,
  daysAgo,
  type DashboardFixture,
} from '../testing/fixtures';
import { FutureReadyTab } from './FutureReadyTab';

jest.mock('../../../components/charts');

const completedCareer: DashboardFixture = {
  progress: { Career: completedAt(daysAgo(400), 'c-1') },
  career: careerVisualization,
};

async function open(fixture: DashboardFixture) {
  mockApi(dashboardRoutes(fixture));
  renderApp({
    url: '/dashboard',
    routes: { '/dashboard': <FutureReadyTab userId="u-1" isAdmin={false} /> },
  });
  await settle();
  return userEvent.setup();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('FutureReady tab', () => {
  it('should merge the categories into one radar, FutureReady Profile Index', async () => {
    await open(completedCareer);
    expect(screen.getByRole('heading', { name: 'FutureReady Profile Index' })).toBeInTheDocument();
    const radar = screen.getByRole('figure', { name: 'FutureReady Profile Index chart' });
    expect(radar).toHaveAttribute(
      'data-series',
      'Career Interests & Personality|Intrinsic vs. Extrinsic Motivation',
    );
    expect(
      within(radar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Realistic', 'Investigative', 'Intrinsic Motivation', 'Extrinsic Motivation']);
  });

  it('should show the facet note of a clicked label, or say there is none', async () => {
    const user = await open(completedCareer);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Realistic' }));
    // The note's MUI Popover loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Realistic' })).toHaveTextContent(
      'Hands-on work.',
    );
    await user.keyboard('{Escape}');
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Investigative' }));
    expect(await screen.findByRole('dialog', { name: 'Investigative' })).toHaveTextContent(
      'No description available for this facet.',
    );
  });

  it('should open /career-scores with the session id and the visualizations', async () => {
    const user = await open(completedCareer);
    await clickAndSettle(user, screen.getByRole('button', { name: 'FutureReady Scoring Details' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/career-scores');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({
      sessionId: 'c-1',
      visualizations: careerVisualization,
    });
  });

  it('should start the assessment when the 6 months have passed', async () => {
    const user = await open(completedCareer);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take FutureReady Assessment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/careerassessment');
  });

  it('should alert an early retake of FutureReady', async () => {
    const user = await open({ ...completedCareer, progress: { Career: completedAt(daysAgo(3)) } });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take FutureReady Assessment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^You have already completed the FutureReady Psychometric Test\. You can retake it 6 months after your last submission on .+\.$/,
    );
  });

  it('should invite a student without a result to take the assessment', async () => {
    await open({});
    expect(
      screen.getByText('Complete the FutureReady assessment to see your profile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'FutureReady Scoring Details' })).toBeNull();
  });
});
