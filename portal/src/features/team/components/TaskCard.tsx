import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ANSWER_AFTER_SUBMISSION,
  ANSWER_SUBMIT_CONFIRM,
  challengeDoneMessage,
  daysLeft,
  FEEDBACK_BEING_CHECKED,
  FEEDBACK_NOT_YET,
  feedbackWithheldMessage,
  SUBMIT_CHALLENGE_CONFIRM,
  TASK_READY_TO_GENERATE,
  TASK_WAITING_FOR_FRIEND,
  taskWaitingForQuestionMessage,
  TEAM_ANSWER_ALREADY_SUBMITTED,
  TEAM_ANSWER_MAX_CHARS,
  TEAM_GENERATE_CONFIRM,
  validateTeamAnswer,
  type TeamTaskResponse,
} from '@aspire/domain';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { readDraft, writeDraft } from '../lib/drafts';
import { canSubmitChallenge } from '../lib/members';
import { MemberStatusList } from './MemberStatusList';

export const SAVE_LOCAL_FAILED = 'Failed to save answer locally.';
export const DRAFT_SAVED = 'Answer saved on this device.';

type TaskCardProps = {
  data: TeamTaskResponse;
  userId: string;
  busy: boolean;
  feedbackMissing: boolean;
  /** why Generate Question cannot be pressed now, said beside it */
  generateBlocked: string | null;
  /** the student's restriction: when their next challenge can start */
  restrictionUntil: string | null;
  onGenerate: () => void;
  onSubmitAnswer: (text: string) => void;
  onSubmitChallenge: () => void;
  onNotice: (severity: 'error' | 'success', text: string) => void;
};

/** The task card: Question, Your Answer (Save, Submit Answer, Submit Challenge), Feedback. */
export function TaskCard(props: TaskCardProps) {
  const { data, userId, busy, feedbackMissing, onNotice } = props;
  const { task } = data;
  const mine = data.answers.find((a) => a.user_id === userId && a.submitted_at);
  const [draft, setDraft] = useState(() => readDraft(userId, task.taskId) ?? '');
  const [hasDraft, setHasDraft] = useState(() => readDraft(userId, task.taskId) !== null);
  const creator = task.creatorId === userId;
  const submitted = task.status === 'submitted';
  const creatorName =
    data.invitations.find((i) => i.inviter_username)?.inviter_username ?? task.inviter_email;
  const waiting = creator
    ? data.invitations.some((i) => i.status === 'accepted')
      ? TASK_READY_TO_GENERATE
      : TASK_WAITING_FOR_FRIEND
    : taskWaitingForQuestionMessage(creatorName);
  const generateBlocked = props.generateBlocked;

  const save = () => {
    if (submitted) return onNotice('error', ANSWER_AFTER_SUBMISSION);
    if (mine) return onNotice('error', TEAM_ANSWER_ALREADY_SUBMITTED);
    const problem = validateTeamAnswer(draft, 'save');
    if (problem) return onNotice('error', problem);
    if (!writeDraft(userId, task.taskId, draft)) return onNotice('error', SAVE_LOCAL_FAILED);
    setHasDraft(true);
    onNotice('success', DRAFT_SAVED);
  };
  const submitAnswer = () => {
    if (mine) return onNotice('error', TEAM_ANSWER_ALREADY_SUBMITTED);
    const problem = validateTeamAnswer(draft, 'submit');
    if (problem) return onNotice('error', problem);
    if (window.confirm(ANSWER_SUBMIT_CONFIRM)) props.onSubmitAnswer(draft);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" data-testid="team-task-state">
            Subject: {task.subject} ·{' '}
            {submitted
              ? props.restrictionUntil
                ? challengeDoneMessage(formatDate(props.restrictionUntil))
                : 'Done.'
              : `${daysLeft(task.created_at, new Date())} days left`}
          </Typography>
          <section aria-labelledby="team-question">
            <Typography id="team-question" variant="h6" component="h3">
              Question
            </Typography>
            {task.question ? (
              <Typography>{task.question}</Typography>
            ) : (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography color="text.secondary">{waiting}</Typography>
                {creator && (
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <Button
                      variant="contained"
                      disabled={busy || !!generateBlocked}
                      aria-describedby={generateBlocked ? 'team-generate-blocked' : undefined}
                      onClick={() => window.confirm(TEAM_GENERATE_CONFIRM) && props.onGenerate()}
                    >
                      Generate Question
                    </Button>
                    {generateBlocked && (
                      <Typography id="team-generate-blocked" variant="body2" color="text.secondary">
                        {generateBlocked}
                      </Typography>
                    )}
                  </Stack>
                )}
              </Stack>
            )}
          </section>
          {task.question && (
            <section aria-labelledby="team-answer">
              <Typography id="team-answer" variant="h6" component="h3">
                Your Answer
              </Typography>
              {mine ? (
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{mine.answer_text}</Typography>
              ) : (
                <TextField
                  multiline
                  minRows={4}
                  fullWidth
                  label="Your answer"
                  value={draft}
                  disabled={submitted}
                  onChange={(e) => setDraft(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: TEAM_ANSWER_MAX_CHARS } }}
                  helperText="At most 150 words."
                />
              )}
              {!submitted && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
                  <Button onClick={save} disabled={busy || !!mine || submitted}>
                    Save
                  </Button>
                  <Button
                    variant="outlined"
                    onClick={submitAnswer}
                    disabled={busy || !!mine || submitted || !hasDraft}
                  >
                    Submit Answer
                  </Button>
                  {creator && (
                    <Button
                      variant="contained"
                      disabled={busy || !canSubmitChallenge(data, userId)}
                      onClick={() =>
                        window.confirm(SUBMIT_CHALLENGE_CONFIRM) && props.onSubmitChallenge()
                      }
                    >
                      Submit Challenge
                    </Button>
                  )}
                </Stack>
              )}
            </section>
          )}
          <MemberStatusList data={data} />
          {submitted && (
            <section aria-labelledby="team-feedback">
              <Typography id="team-feedback" variant="h6" component="h3">
                Feedback
              </Typography>
              {task.feedback_text ? (
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{task.feedback_text}</Typography>
              ) : task.feedback_status === 'checking' ? (
                <Alert severity="info">{FEEDBACK_BEING_CHECKED}</Alert>
              ) : task.feedback_status === 'withheld' ? (
                <Alert severity="info">{feedbackWithheldMessage(task.feedback_note)}</Alert>
              ) : (
                feedbackMissing && <Alert severity="info">{FEEDBACK_NOT_YET}</Alert>
              )}
            </section>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
