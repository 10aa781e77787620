import { downloadSummary, SHAREABLE_REPORT_TITLES, shortDate, viewSummary } from '@aspire/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../api/api-client';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { useRevokeShareLink, useShareLinks, type ShareLink } from '../api/share-links';

const STATUS_TEXT = { live: 'Works until', expired: 'Expired on', revoked: 'Revoked' } as const;

function LinkRow({
  link,
  onRevoke,
  busy,
}: {
  link: ShareLink;
  onRevoke: () => void;
  busy: boolean;
}) {
  const reports = link.reports.map((r) => SHAREABLE_REPORT_TITLES[r]).join(', ');
  const when =
    link.status === 'revoked'
      ? STATUS_TEXT.revoked
      : `${STATUS_TEXT[link.status]} ${shortDate(new Date(link.expiresAt))}`;
  const views = [
    viewSummary(link.views, link.lastViewedAt ? new Date(link.lastViewedAt) : null),
    downloadSummary(link.downloads),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem
      divider
      data-testid="share-link-row"
      secondaryAction={
        link.status === 'live' ? (
          <Button
            color="error"
            onClick={onRevoke}
            disabled={busy}
            aria-label={`Revoke link for ${reports}`}
          >
            Revoke
          </Button>
        ) : null
      }
    >
      <ListItemText
        primary={reports}
        secondary={`${when}${link.displayName ? ` · shown as ${link.displayName}` : ''} · ${views}`}
      />
    </ListItem>
  );
}

/**
 * The student's parent links, each with how often it was opened and a Revoke button. Its own
 * component so that the Sharing page can hold other sections beside it (the careers advisers').
 */
export function ParentLinksSection({ userId }: { userId: string }) {
  const links = useShareLinks(userId);
  const revoke = useRevokeShareLink(userId);
  return (
    <Paper
      component="section"
      aria-labelledby="parent-links-title"
      variant="outlined"
      sx={{ p: 3, mb: 3 }}
    >
      <Typography id="parent-links-title" variant="h5" component="h2" gutterBottom>
        Links for parents
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Make a link from any report page with Share. Anyone with a link can read the reports it
        shows until it expires or you revoke it.
      </Typography>
      {links.isPending ? (
        <LoadingScreen />
      ) : links.isError ? (
        <Alert severity="error">
          {errorMessage(links.error, 'Your links could not be loaded.')}
        </Alert>
      ) : links.data.links.length === 0 ? (
        <Typography>You have not shared any reports yet.</Typography>
      ) : (
        <List>
          {links.data.links.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              busy={revoke.isPending}
              onRevoke={() => revoke.mutate(link.id)}
            />
          ))}
        </List>
      )}
      {revoke.isError && (
        <Alert severity="error">
          {errorMessage(revoke.error, 'The link could not be revoked.')}
        </Alert>
      )}
    </Paper>
  );
}
