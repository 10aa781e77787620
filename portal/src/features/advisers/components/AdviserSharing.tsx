import {
  ADVISER_SHARE_SAVED,
  SHAREABLE_REPORT_LABELS,
  SHAREABLE_REPORTS,
  type ShareableReport,
} from '@aspire/domain';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useAdviserShare } from '../api/get-adviser-share';
import { useRevokeAdviserShare } from '../api/revoke-adviser-share';
import { useShareWithAdvisers } from '../api/share-with-advisers';
import { shareStatusText, viewText } from '../lib/share-text';

export type AdviserSharingProps = { userId: string };

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * "Share with my school's careers advisers" (docs/product/advisers.md): the student picks the
 * reports, shares or stops sharing at once, and reads who opened what and when.
 */
export function AdviserSharing({ userId }: AdviserSharingProps) {
  const state = useAdviserShare(userId);
  const share = useShareWithAdvisers(userId);
  const revoke = useRevokeAdviserShare(userId);
  // The boxes start from what is shared now; the student's clicks override them.
  const [picked, setPicked] = useState<ShareableReport[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (state.isPending) return <Typography>Loading…</Typography>;
  if (state.isError) return <Alert severity="error">{errorText(state.error)}</Alert>;
  const current = state.data;
  const chosen = picked ?? current.reports;
  const toggle = (report: ShareableReport) =>
    setPicked(chosen.includes(report) ? chosen.filter((r) => r !== report) : [...chosen, report]);
  const busy = share.isPending || revoke.isPending;
  const failure = share.error ?? revoke.error;

  return (
    <Stack spacing={2} data-testid="adviser-sharing">
      <Typography variant="body2">
        Your school&apos;s careers advisers can read only the reports you choose, never your
        answers. You see each time one of them opens them, and you can stop sharing at any time.
      </Typography>
      <Typography data-testid="adviser-share-status">{shareStatusText(current)}</Typography>
      <FormGroup aria-label="Reports to share">
        {SHAREABLE_REPORTS.map((report) => (
          <FormControlLabel
            key={report}
            control={<Checkbox checked={chosen.includes(report)} onChange={() => toggle(report)} />}
            label={SHAREABLE_REPORT_LABELS[report]}
          />
        ))}
      </FormGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={busy || chosen.length === 0}
          onClick={() =>
            share.mutate(chosen, {
              onSuccess: () => {
                setPicked(null);
                setNotice(ADVISER_SHARE_SAVED);
              },
            })
          }
        >
          Share with my school&apos;s careers advisers
        </Button>
        {current.reports.length > 0 && (
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: ({ message }) => {
                  setPicked(null);
                  setNotice(message);
                },
              })
            }
          >
            Stop sharing
          </Button>
        )}
      </Box>
      {failure ? (
        <Alert severity="error">{errorText(failure)}</Alert>
      ) : (
        notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )
      )}
      <Box component="section" aria-labelledby="adviser-views-title">
        <Typography variant="subtitle1" component="h3" id="adviser-views-title">
          Who opened what and when
        </Typography>
        {current.views.length ? (
          <List dense aria-labelledby="adviser-views-title">
            {current.views.map((view, i) => (
              <ListItem key={`${view.viewedAt}-${i}`} disableGutters>
                {viewText(view)}
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No careers adviser has opened your reports.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
