import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canPostToFeed, canReactToPosts } from '@aspire/domain';
import { errorMessage } from '../../../api/api-client';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { usePageView } from '../../../lib/use-page-view';
import { useDeletePost } from '../api/delete-post';
import { useFeed } from '../api/get-feed';
import { useReactToPost } from '../api/react-to-post';
import { CommunityLayout } from './CommunityLayout';
import { PostCard } from './PostCard';
import { PostComposer } from './PostComposer';

export const FEED_LOAD_FAILED = 'Failed to load the feed. Please try again.';
export const DELETE_CONFIRM = 'Delete this post? This cannot be undone.';

type SocialFeedPageProps = { role: string | null };

/**
 * /social-feed (docs/product/access.md, "Checked pages"; docs/decisions/0034): the school's
 * announcements and opportunities.
 */
export function SocialFeedPage({ role }: SocialFeedPageProps) {
  usePageView('Social Feed');
  const feed = useFeed();
  const react = useReactToPost();
  const remove = useDeletePost();
  const posts = feed.data?.pages.flatMap((p) => p.posts) ?? [];
  const failure = react.error ?? remove.error;

  return (
    <CommunityLayout
      title="Social Feed"
      subtitle="Announcements and opportunities from your school's subject consultants."
    >
      {canPostToFeed(role) && <PostComposer />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure, 'Something went wrong. Please try again.')}
        </Alert>
      )}
      {feed.isPending ? (
        <LoadingScreen />
      ) : feed.isError ? (
        <Alert severity="error">{FEED_LOAD_FAILED}</Alert>
      ) : posts.length === 0 ? (
        <Typography color="text.secondary">No posts yet. Check back soon.</Typography>
      ) : (
        <Stack spacing={2}>
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              canReact={canReactToPosts(role)}
              onReact={(reaction) => react.mutate({ id: post.id, reaction })}
              onDelete={() => {
                if (window.confirm(DELETE_CONFIRM)) remove.mutate(post.id);
              }}
            />
          ))}
          {feed.hasNextPage && (
            <Button
              onClick={() => void feed.fetchNextPage()}
              disabled={feed.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              Show older posts
            </Button>
          )}
        </Stack>
      )}
    </CommunityLayout>
  );
}
