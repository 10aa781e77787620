import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canStartNewSession,
  NO_ACTIVE_TASK,
  NO_PAST_CHALLENGES,
  TASK_EXPIRED,
  TEAM_NEEDS_UNIREADY,
} from '@aspire/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { useInviteAttempts } from '../api/get-invite-attempts';
import { usePastChallenges } from '../api/get-past-challenges';
import { useTask } from '../api/get-task';
import { useTeamStanding } from '../api/get-team-standing';
import { useUserTasks } from '../api/get-user-tasks';
import { useTeamActions } from '../hooks/use-team-actions';
import { generateBlock, inviteBlock } from '../lib/blocks';
import { clearTeamDrafts, rememberedTask, rememberTask } from '../lib/drafts';
import { teamError } from '../lib/team-error';
import type { TeamTabProps } from '../types';
import { InvitedFriendsList } from './InvitedFriendsList';
import { InviteForm } from './InviteForm';
import { TaskCard } from './TaskCard';
import { TEAM_RULES, TeamHelpDialog } from './TeamHelpDialog';

export const NEW_SESSION_READY = 'Local team data cleared. You can start a new Team Challenge.';
export const NEW_SESSION_LATER = 'A new session can start once your current challenge is over.';

/**
 * The Team tab ("Team Dashboard"): task states, rules and messages
 * (docs/product/dashboard.md, "Team Challenge").
 */
export function TeamTab({ userId, isAdmin, topSubjects }: TeamTabProps) {
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const tasks = useUserTasks(userId);
  const current = tasks.data?.tasks[0];
  const task = useTask(current?.task_id, userId);
  const attempts = useInviteAttempts(userId);
  const past = usePastChallenges(userId);
  const actions = useTeamActions(userId);
  const standing = useTeamStanding(userId);
  const { setNotice } = actions;

  // When the task shown last has expired, the local state is reset and said so
  // (docs/product/dashboard.md).
  useEffect(() => {
    if (!tasks.data) return;
    const id = tasks.data.tasks[0]?.task_id ?? null;
    if (!id && rememberedTask(userId)) {
      clearTeamDrafts(userId);
      setNotice({ severity: 'info', text: TASK_EXPIRED });
    }
    rememberTask(userId, id);
  }, [tasks.data, userId, setNotice]);

  if (!topSubjects.length)
    return <Typography color="text.secondary">{TEAM_NEEDS_UNIREADY}</Typography>;
  if (tasks.isPending) return <LoadingScreen />;
  const loadingTask = !!current && task.isPending;

  const data = task.data;
  const creator = data ? data.task.creatorId === userId : true;
  const pendingTask = !data || (creator && data.task.status === 'pending');
  const invitations = actions.statuses?.invitations ?? data?.invitations ?? [];
  const newSession = canStartNewSession({
    task: data ? data.task : null,
    invitations: data ? data.invitations : [],
    now: new Date(),
  });
  const pastList = past.data?.challenges ?? [];
  const noPast = past.isSuccess && pastList.length === 0;
  const now = new Date();
  const inviteBlocked = inviteBlock(standing.data, !!data, now);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          Team Up with Friends to Tackle Challenges
        </Typography>
        <Button onClick={() => setHelp(true)}>How it works</Button>
        <Button
          variant="outlined"
          disabled={!newSession}
          aria-describedby={!newSession ? 'team-new-session-later' : undefined}
          onClick={() => {
            clearTeamDrafts(userId);
            actions.setNotice({ severity: 'info', text: NEW_SESSION_READY });
          }}
        >
          Start New Session
        </Button>
        <Button
          variant="outlined"
          disabled={noPast}
          aria-describedby={noPast ? 'team-no-past' : undefined}
          onClick={() =>
            void navigate('/past-challenges', {
              state: { hasCompletedChallenges: pastList.length > 0, pastChallenges: pastList },
            })
          }
        >
          Team History
        </Button>
      </Stack>
      {/* Each disabled action says why, beside it (docs/product/dashboard.md, Team Challenge). */}
      {(!newSession || noPast) && (
        <Stack spacing={0.5}>
          {!newSession && (
            <Typography id="team-new-session-later" variant="body2" color="text.secondary">
              {NEW_SESSION_LATER}
            </Typography>
          )}
          {noPast && (
            <Typography id="team-no-past" variant="body2" color="text.secondary">
              {NO_PAST_CHALLENGES}
            </Typography>
          )}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        {TEAM_RULES}
      </Typography>
      <TeamHelpDialog open={help} onClose={() => setHelp(false)} />
      {actions.notice && (
        <Alert severity={actions.notice.severity} onClose={() => actions.setNotice(null)}>
          {actions.notice.text}
        </Alert>
      )}
      {(tasks.isError || task.isError) && (
        <Alert severity="error">
          {teamError(tasks.error ?? task.error, 'Failed to fetch task details.')}
        </Alert>
      )}
      {pendingTask && !loadingTask && (
        <InviteForm
          subjects={topSubjects.slice(0, 3)}
          lockedSubject={data?.task.subject ?? null}
          ownEmail={standing.data?.email ?? null}
          blocked={inviteBlocked}
          attempts={isAdmin ? null : (attempts.data?.count ?? 0)}
          busy={actions.busy}
          onInvite={actions.invite}
          onError={(text) => actions.setNotice({ severity: 'error', text })}
        />
      )}
      {data && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <InvitedFriendsList invitations={invitations} />
          </div>
          {creator && (
            <Button
              variant="outlined"
              disabled={actions.busy}
              onClick={() => void actions.updateStatus(data.task.taskId)}
            >
              Update Status
            </Button>
          )}
        </Stack>
      )}
      {loadingTask ? (
        <LoadingScreen />
      ) : data ? (
        <TaskCard
          key={data.task.taskId}
          data={data}
          userId={userId}
          busy={actions.busy}
          feedbackMissing={actions.feedbackMissing}
          generateBlocked={generateBlock(data, standing.data, now)}
          restrictionUntil={standing.data?.restrictionUntil ?? null}
          onGenerate={() => void actions.generate(data.task.taskId, data.task.subject)}
          onSubmitAnswer={(text) => void actions.submitAnswer(data.task.taskId, text)}
          onSubmitChallenge={() => void actions.submitChallenge(data.task.taskId)}
          onNotice={(severity, text) => actions.setNotice({ severity, text })}
        />
      ) : (
        <Typography color="text.secondary">{NO_ACTIVE_TASK}</Typography>
      )}
    </Stack>
  );
}
