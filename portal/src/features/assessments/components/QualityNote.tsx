import { QUALITY_FLAG_TEXT, QUALITY_NOTE, type QualityFlag } from '@aspire/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type QualityNoteProps = {
  flags: readonly QualityFlag[];
  onReview: () => void;
  onSubmitAnyway: () => void;
  pending: boolean;
};

/** A friendly note before the final submit; the student reviews or submits anyway. */
export function QualityNote({ flags, onReview, onSubmitAnyway, pending }: QualityNoteProps) {
  return (
    <Alert severity="info" data-testid="quality-note" sx={{ mb: 2 }}>
      <p style={{ marginTop: 0 }}>{QUALITY_NOTE}</p>
      <ul>
        {flags.map((f) => (
          <li key={f}>{QUALITY_FLAG_TEXT[f]}</li>
        ))}
      </ul>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onReview}>
          Review my answers
        </Button>
        <Button variant="contained" disabled={pending} onClick={onSubmitAnyway}>
          Submit anyway
        </Button>
      </Stack>
    </Alert>
  );
}
