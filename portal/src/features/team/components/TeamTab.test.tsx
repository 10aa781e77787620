import {
  ANSWER_REQUIRED_SAVE,
  ANSWER_SUBMIT_CONFIRM,
  NEED_ACCEPTED_FRIEND,
  NO_PAST_CHALLENGES,
  TASK_READY_TO_GENERATE,
  TEAM_INVITE_SELF,
  TEAM_FIRST_INVITE_CONFIRM,
  TEAM_NEEDS_UNIREADY,
  TEAM_SELECT_SUBJECT,
} from '@aspire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { invitation, taskResponse } from '../testing/fixtures';
import { TeamTab } from './TeamTab';

function routes(overrides: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  return {
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'GET /api/team/user-tasks/u-1': { body: { tasks: [] } },
    'GET /api/team/invite-attempts/u-1': {
      body: { count: 1, limit: 3, resetTime: null, limitReached: false },
    },
    'GET /api/team/past-challenges/u-1': { body: { challenges: [] } },
    'GET /api/users/u-1/app_role': {
      body: { app_role: 'user', last_team_participation: null, restriction_until: null },
    },
    'GET /api/users/user/u-1': {
      body: { username: 'ada', email: 'ada@demo.test', role: 'user' },
    },
    ...overrides,
  };
}

async function open(
  overrides: Record<string, MockRoute> = {},
  topSubjects = ['Physics', 'Biology'],
) {
  const api = mockApi(routes(overrides));
  renderApp({
    url: '/dashboard_enrich',
    routes: {
      '/dashboard_enrich': <TeamTab userId="u-1" isAdmin={false} topSubjects={topSubjects} />,
    },
  });
  await settle();
  return { api, user: userEvent.setup() };
}

const withTask = (data = taskResponse()) => ({
  'GET /api/team/user-tasks/u-1': {
    body: {
      tasks: [
        {
          task_id: 't-1',
          created_at: data.task.created_at,
          status: data.task.status,
          subject: 'Physics',
        },
      ],
    },
  },
  'GET /api/team/task/t-1': { body: data },
});

let confirm: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

describe('Team tab', () => {
  it('should ask for UniReady first', async () => {
    await open({}, []);
    expect(screen.getByText(TEAM_NEEDS_UNIREADY)).toBeInTheDocument();
  });

  it('should show the header, rules, attempt counter and an enabled Start New Session', async () => {
    await open();
    expect(screen.getByText('Team Up with Friends to Tackle Challenges')).toBeInTheDocument();
    expect(
      screen.getByText(/Invite up to 2 friends who share the chosen subject/),
    ).toBeInTheDocument();
    expect(screen.getByText('Invitation attempts: 1/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Session' })).toBeEnabled();
  });

  it('should refuse an invite without a subject, then confirm the first invitation', async () => {
    const { api, user } = await open({
      'POST /api/team/invite': {
        status: 201,
        body: { taskId: 't-1', invitationIds: ['i-1'], attemptsLeft: 1 },
      },
    });
    await user.type(screen.getByLabelText("Friend's email"), 'Bob@Demo.test');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Invite!' }));
    expect(screen.getByText(TEAM_SELECT_SUBJECT)).toBeInTheDocument();
    await clickAndSettle(user, screen.getByRole('combobox', { name: 'Subject' }));
    await clickAndSettle(user, screen.getByRole('option', { name: 'Physics' }));
    await clickAndSettle(user, screen.getByRole('button', { name: 'Invite!' }));
    expect(confirm).toHaveBeenCalledWith(TEAM_FIRST_INVITE_CONFIRM);
    expect(callsTo(api, 'POST /api/team/invite')[0]?.body).toEqual({
      userId: 'u-1',
      emails: ['bob@demo.test'],
      subject: 'Physics',
    });
    expect(screen.getByText('Invitation sent to bob@demo.test.')).toBeInTheDocument();
  });

  it('should show the server error as received', async () => {
    const { user } = await open({
      'POST /api/team/invite': {
        status: 429,
        body: { error: 'Invitation limit reached (3 per hour). Try again after 10:15 UTC.' },
      },
    });
    await clickAndSettle(user, screen.getByRole('combobox', { name: 'Subject' }));
    await clickAndSettle(user, screen.getByRole('option', { name: 'Physics' }));
    await user.type(screen.getByLabelText("Friend's email"), 'bob@demo.test');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Invite!' }));
    expect(
      screen.getByText('Invitation limit reached (3 per hour). Try again after 10:15 UTC.'),
    ).toBeInTheDocument();
  });

  it('should let the creator generate the question of a pending task', async () => {
    const { api, user } = await open({
      ...withTask(taskResponse({ question: null, status: 'pending' })),
      'POST /api/team/generate/t-1': { status: 201, body: { question: 'Q?' } },
    });
    expect(screen.getByText(TASK_READY_TO_GENERATE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Session' })).toBeDisabled();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Generate Question' }));
    expect(callsTo(api, 'POST /api/team/generate/t-1')[0]?.body).toMatchObject({
      userId: 'u-1',
      payload: { subject: 'Physics' },
    });
  });

  it('should save a draft locally, then submit it after confirmation', async () => {
    const { api, user } = await open({
      ...withTask(),
      'POST /api/team/answer': { status: 201, body: { message: 'Answer submitted successfully.' } },
    });
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ANSWER_REQUIRED_SAVE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'A solar bench');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Save' }));
    expect(localStorage.getItem('teamDraft_u-1_t-1')).toBe('A solar bench');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Submit Answer' }));
    expect(confirm).toHaveBeenCalledWith(ANSWER_SUBMIT_CONFIRM);
    expect(callsTo(api, 'POST /api/team/answer')[0]?.body).toEqual({
      userId: 'u-1',
      taskId: 't-1',
      answerText: 'A solar bench',
    });
    expect(screen.getByText('Answer submitted successfully.')).toBeInTheDocument();
  });

  it('should enable Submit Challenge only when every member answered, and show feedback', async () => {
    const { user } = await open({
      ...withTask(taskResponse({}, ['u-1', 'u-2'])),
      'POST /api/team/submit/t-1': {
        status: 201,
        body: { message: 'Challenge submitted. Feedback is being generated.' },
      },
    });
    expect(screen.getAllByText('Answer submitted')).toHaveLength(2);
    mockApi({
      ...routes(
        withTask(
          taskResponse({ status: 'submitted', feedback_text: 'Great teamwork' }, ['u-1', 'u-2']),
        ),
      ),
      'POST /api/team/submit/t-1': {
        status: 201,
        body: { message: 'Challenge submitted. Feedback is being generated.' },
      },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Submit Challenge' }));
    await settle();
    expect(await screen.findByText('Great teamwork')).toBeInTheDocument();
  });

  it('should keep Submit Challenge disabled while a member has not answered', async () => {
    await open(withTask(taskResponse({}, ['u-1'])));
    expect(screen.getByRole('button', { name: 'Submit Challenge' })).toBeDisabled();
    expect(screen.getByText('Not submitted yet')).toBeInTheDocument();
  });

  it('should show the status-check throttle message from Update Status', async () => {
    const { user } = await open({
      ...withTask(),
      'GET /api/team/invitations/status': {
        status: 429,
        body: {
          error:
            'You checked your invitations less than 3 hours ago. You can check again in 2 hours.',
        },
      },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Update Status' }));
    expect(
      screen.getByText(
        'You checked your invitations less than 3 hours ago. You can check again in 2 hours.',
      ),
    ).toBeInTheDocument();
  });

  it('should say the remembered task expired and reset the local state', async () => {
    localStorage.setItem('teamTask_u-1', 't-old');
    localStorage.setItem('teamDraft_u-1_t-old', 'An old draft');
    mockApi(routes());
    renderApp({
      url: '/dashboard_enrich',
      routes: {
        '/dashboard_enrich': <TeamTab userId="u-1" isAdmin={false} topSubjects={['Physics']} />,
      },
    });
    await settle();
    expect(
      screen.getByText('Team challenge has expired. Starting a new session.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('teamDraft_u-1_t-old')).toBeNull();
    expect(localStorage.getItem('teamTask_u-1')).toBeNull();
  });

  it('should disable Generate Question until a friend accepts, saying so beside it', async () => {
    const { api } = await open(
      withTask({
        ...taskResponse({ question: null, status: 'pending' }),
        invitations: [invitation({ status: 'pending', invitee_id: null })],
      }),
    );
    expect(screen.getByText(/^Your invitations are out\./)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Generate Question' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(NEED_ACCEPTED_FRIEND);
    expect(confirm).not.toHaveBeenCalled();
    expect(callsTo(api, 'POST /api/team/generate/t-1')).toHaveLength(0);
  });

  it('should list every invited friend with "invited, waiting" or "joined"', async () => {
    await open(
      withTask({
        ...taskResponse({ question: null, status: 'pending' }),
        invitations: [
          invitation({ invitation_id: 'i-1', invitee_email: 'bob@demo.test' }),
          invitation({
            invitation_id: 'i-2',
            invitee_email: 'cy@demo.test',
            status: 'pending',
            invitee_id: null,
          }),
        ],
      }),
    );
    const list = screen.getByRole('list', { name: 'Invited friends' });
    expect(list).toHaveTextContent('bob@demo.testjoined');
    expect(list).toHaveTextContent('cy@demo.testinvited, waiting');
    expect(screen.queryByRole('combobox', { name: 'Invitation status' })).toBeNull();
  });

  it('should say a submitted challenge is done and when the next can start, with no greyed buttons', async () => {
    await open({
      ...withTask(
        taskResponse({ status: 'submitted', feedback_text: 'Great teamwork' }, ['u-1', 'u-2']),
      ),
      'GET /api/users/u-1/app_role': {
        body: {
          app_role: 'inviter',
          last_team_participation: null,
          restriction_until: '2027-01-05T12:00:00.000Z',
        },
      },
    });
    expect(screen.getByTestId('team-task-state')).toHaveTextContent(
      'Subject: Physics · Done — your next challenge can start on 5 January 2027.',
    );
    expect(screen.queryByText(/days left/)).toBeNull();
    for (const name of ['Save', 'Submit Answer', 'Submit Challenge']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('should keep the student in Enrich+ when there is no past challenge, and say so', async () => {
    await open();
    const history = screen.getByRole('button', { name: 'Team History' });
    expect(history).toBeDisabled();
    expect(history).toHaveAccessibleDescription(NO_PAST_CHALLENGES);
  });

  it('should refuse inviting oneself before the first-invitation confirmation', async () => {
    const { api, user } = await open();
    await clickAndSettle(user, screen.getByRole('combobox', { name: 'Subject' }));
    await clickAndSettle(user, screen.getByRole('option', { name: 'Physics' }));
    await user.type(screen.getByLabelText("Friend's email"), 'ADA@demo.test');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Invite!' }));
    expect(screen.getByText(TEAM_INVITE_SELF)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(callsTo(api, 'POST /api/team/invite')).toHaveLength(0);
  });

  it('should disable Invite! for a restricted student, with the date beside it', async () => {
    const { api } = await open({
      'GET /api/users/u-1/app_role': {
        body: {
          app_role: 'user',
          last_team_participation: null,
          restriction_until: new Date(Date.UTC(2099, 0, 5, 12)).toISOString(),
        },
      },
    });
    const button = screen.getByRole('button', { name: 'Invite!' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You are restricted from sending invitations until 5 January 2099.',
    );
    expect(callsTo(api, 'POST /api/team/invite')).toHaveLength(0);
  });
});
