import { Alert, Stack, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { WordedToolbar } from '../../components/WordedButtons';
import { approveBody, STATUS_LABELS, withholdBody } from './feedback-labels';

type Review = {
  id: number;
  subject: string;
  question: string | null;
  status: string;
  draft_text: string;
  final_text: string | null;
  note: string | null;
};

const Header = () => {
  const record = useRecordContext<Review>();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {record.subject}
      </Typography>
      <Typography>
        <strong>Question:</strong> {record.question}
      </Typography>
      {record.status !== 'pending' && (
        <Alert severity="info">
          {STATUS_LABELS[record.status]}
          {record.note ? `: ${record.note}` : ''}
        </Alert>
      )}
    </Stack>
  );
};

/** Approve (as written or edited) or withhold with a note: each button sends its own decision. */
const DecisionToolbar = () => {
  const record = useRecordContext<Review>();
  const open = record?.status === 'pending';
  return (
    <WordedToolbar>
      <Stack direction="row" spacing={2}>
        <SaveButton
          label="Share with the team"
          disabled={!open}
          alwaysEnable={open}
          transform={(data: Review & { note_input?: string }) =>
            approveBody(data.draft_text, record?.draft_text ?? '')
          }
        />
        <SaveButton
          label="Withhold"
          color="warning"
          disabled={!open}
          alwaysEnable={open}
          transform={(data: Review & { note_input?: string }) =>
            withholdBody(data.note_input ?? '')
          }
        />
      </Stack>
    </WordedToolbar>
  );
};

/**
 * One piece of AI feedback: the subject, the question and the AI's text, which the coordinator
 * may edit before sharing, or withhold with a note the team reads. Every decision is audited.
 */
export const TeamFeedbackEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title="Team feedback">
    <SimpleForm toolbar={<DecisionToolbar />}>
      <Header />
      <TextInput
        source="draft_text"
        label="Feedback the team will read"
        multiline
        minRows={6}
        fullWidth
      />
      <TextInput
        source="note_input"
        label="Note for the team, if you withhold it"
        multiline
        fullWidth
        helperText="The team reads this note instead of the feedback."
      />
    </SimpleForm>
  </Edit>
);
