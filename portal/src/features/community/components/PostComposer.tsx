import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { cleanText, FEED_LINK_MAX, FEED_POST_MAX, validatePost } from '@aspire/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-client';
import { useCreatePost } from '../api/create-post';

export const POST_FAILED = 'Failed to publish your post. Please try again.';

/** Consultants and admins write a short announcement with an optional link. */
export function PostComposer() {
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePost();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePost({ body, link });
    setError(invalid);
    if (invalid) return;
    create.mutate(
      { body, link: link.trim() || null },
      {
        onSuccess: () => {
          setBody('');
          setLink('');
        },
        onError: (e) => setError(errorMessage(e, POST_FAILED)),
      },
    );
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: 2, mb: 3 }}>
      <Stack spacing={2}>
        <TextField
          label="Announcement or opportunity"
          multiline
          minRows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          helperText={`${cleanText(body).length}/${FEED_POST_MAX} characters. Plain text; web addresses become links.`}
          slotProps={{ htmlInput: { maxLength: FEED_POST_MAX * 2 } }}
        />
        <TextField
          label="Link (optional)"
          type="url"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder="https://"
          slotProps={{ htmlInput: { maxLength: FEED_LINK_MAX } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Post
        </Button>
      </Stack>
    </Paper>
  );
}
