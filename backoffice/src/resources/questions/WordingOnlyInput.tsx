import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, useRecordContext } from 'react-admin';

/**
 * "Wording only — equivalent" on a question's edit: the admin says the new wording asks the same,
 * so students keep being compared with the same group; the server refuses it when anything but
 * the wording changed (docs/decisions/0073-wording-only-edits-keep-the-norm-group.md). The old
 * and new wording are shown side by side while it is ticked, as the audit log keeps them.
 */
export const WordingOnlyInput = () => {
  const record = useRecordContext();
  const marked = useWatch({ name: 'wording_only' }) === true;
  const text = useWatch({ name: 'question_text' }) as string | undefined;
  return (
    <Box>
      <BooleanInput
        source="wording_only"
        label="Wording only — equivalent (students stay compared with the same group)"
        defaultValue={false}
      />
      {marked && (
        <Box data-testid="wording-diff">
          <Typography variant="body2">Before: {String(record?.question_text ?? '')}</Typography>
          <Typography variant="body2">After: {text ?? ''}</Typography>
        </Box>
      )}
    </Box>
  );
};
