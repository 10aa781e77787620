import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FEEDBACK_BEING_CHECKED,
  feedbackWithheldMessage,
  PAST_CHALLENGES_MAX,
  type PastChallenge,
} from '@aspire/domain';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageLayout } from '../../../components/PageLayout';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../session/session-context';
import { usePastChallenges } from '../api/get-past-challenges';
import { teamError } from '../lib/team-error';

/**
 * What a past challenge's Feedback says: the text, or that the school is checking it or withheld it
 * (with its note), as the Team tab says it (docs/product/dashboard.md, Team Challenge).
 */
function feedbackLine(c: PastChallenge): string {
  if (c.feedback_text) return c.feedback_text;
  if (c.feedback_status === 'checking') return FEEDBACK_BEING_CHECKED;
  if (c.feedback_status === 'withheld') return feedbackWithheldMessage(c.feedback_note);
  return 'Feedback not yet available. Please check again later.';
}

/** /past-challenges: submitted challenges with question, answers, feedback and dates (max 50). */
export function PastChallengesPage() {
  const navigate = useNavigate();
  const userId = useSession().userId ?? '';
  const past = usePastChallenges(userId);
  const back = () => void navigate('/dashboard_enrich', { state: { activeItem: 'team' } });

  if (past.isPending) return <LoadingScreen />;
  const list = (past.data?.challenges ?? []).slice(0, PAST_CHALLENGES_MAX);
  return (
    <PageLayout maxWidth="md">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Past Challenges
        </Typography>
        <Button onClick={back}>Back to Enrich+</Button>
      </Stack>
      {past.isError && (
        <Alert severity="error">{teamError(past.error, 'Failed to fetch user tasks')}</Alert>
      )}
      {!list.length && !past.isError && (
        <Typography color="text.secondary">No completed challenges yet.</Typography>
      )}
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0 }}>
        {list.map((c) => (
          <Card key={c.taskId} variant="outlined" component="li">
            <CardContent>
              <Typography variant="h6" component="h2">
                {c.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Started {formatDate(c.created_at)}
                {c.submission_date ? ` · Submitted ${formatDate(c.submission_date)}` : ''}
              </Typography>
              <Typography sx={{ mt: 1 }}>
                <strong>Question:</strong> {c.question}
              </Typography>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                Answers
              </Typography>
              {c.answers.map((a) => (
                <Typography key={a.user_id} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  <strong>{a.username}:</strong> {a.answer_text}
                </Typography>
              ))}
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                Feedback
              </Typography>
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap' }}
                data-testid="past-feedback"
                color={c.feedback_text ? undefined : 'text.secondary'}
              >
                {feedbackLine(c)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </PageLayout>
  );
}
