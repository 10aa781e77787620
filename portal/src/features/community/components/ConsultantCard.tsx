import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultantProfileResponse } from '@aspire/domain';

/** A consultant as students see them: who, what they cover, how to reach them. */
export function ConsultantCard({ consultant }: { consultant: ConsultantProfileResponse }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={consultant.username}>
      <Typography variant="h6" component="h3">
        {consultant.username}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {consultant.headline}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        {consultant.subjects.map((s) => (
          <Chip key={s} size="small" label={s} />
        ))}
      </Stack>
      {consultant.bio && (
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{consultant.bio}</Typography>
      )}
      <Typography variant="body2">
        <strong>How to reach me:</strong> {consultant.contact}
      </Typography>
    </Paper>
  );
}
