import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  FEED_REACTIONS,
  REACTION_LABELS,
  type FeedPostResponse,
  type FeedReaction,
} from '@aspire/domain';
import { formatDate } from '../../../lib/format-date';
import { roleLabel } from '../lib/roles';
import { PostBody } from './PostBody';

type PostCardProps = {
  post: FeedPostResponse;
  canReact: boolean;
  onReact: (reaction: FeedReaction | null) => void;
  onDelete: () => void;
};

/** One post: author, date, text, link, reactions (students choose one) and delete. */
export function PostCard({ post, canReact, onReact, onDelete }: PostCardProps) {
  const count = (r: FeedReaction) => post.reactions[r] ?? 0;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={`Post by ${post.author.username}`}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{post.author.username}</Typography>
        <Chip size="small" label={roleLabel(post.author.role)} />
        <Typography variant="body2" color="text.secondary">
          {formatDate(post.created_at)}
        </Typography>
      </Stack>
      <PostBody text={post.body} />
      {post.link && (
        <Link
          href={post.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          sx={{ display: 'inline-block', mt: 1, overflowWrap: 'anywhere' }}
        >
          {post.link}
        </Link>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {canReact ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={post.myReaction}
            onChange={(_, value: FeedReaction | null) => onReact(value)}
            aria-label="Your reaction"
          >
            {FEED_REACTIONS.map((r) => (
              <ToggleButton key={r} value={r} aria-label={`${REACTION_LABELS[r]} (${count(r)})`}>
                {REACTION_LABELS[r]} {count(r)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {FEED_REACTIONS.map((r) => `${REACTION_LABELS[r]} ${count(r)}`).join(' · ')}
          </Typography>
        )}
        {post.canDelete && (
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
