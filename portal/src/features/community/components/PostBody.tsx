import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { linkParts } from '@aspire/domain';

/** A post's plain text with its web addresses as links; never rendered as HTML. */
export function PostBody({ text }: { text: string }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkParts(text).map((part, i) =>
        part.href ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
