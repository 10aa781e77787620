import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { ClickAnchor } from './charts';

/** Tooltip width 550 px (docs/product/dashboard.md). */
export const NOTE_WIDTH_PX = 550;

type NotePopoverProps = {
  anchor: ClickAnchor | null;
  title: string;
  detail?: string;
  note: string;
  link?: { href: string; text: string };
  onClose: () => void;
};

/** The note opened by clicking a bar or a radar label (dashboard and Enrich+ charts). */
export function NotePopover({ anchor, title, detail, note, link, onClose }: NotePopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorReference="anchorPosition"
      anchorPosition={anchor ?? undefined}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': title,
          sx: { width: NOTE_WIDTH_PX, maxWidth: 'calc(100vw - 32px)', p: 2 },
        },
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {detail}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {note}
      </Typography>
      {link && (
        <Link
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-block', mt: 1.5 }}
        >
          {link.text}
        </Link>
      )}
    </Popover>
  );
}
