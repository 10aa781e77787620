import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type MaterialsPagerProps = { page: number; count: number; onPage: (page: number) => void };

/**
 * Previous and next arrows and "Showing list X of Y" (X counted from 1;
 * docs/product/dashboard.md, "Knowledge: learning materials").
 */
export function MaterialsPager({ page, count, onPage }: MaterialsPagerProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'center', my: 1 }}
    >
      <IconButton aria-label="Previous list" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography aria-live="polite">
        Showing list {page + 1} of {count}
      </Typography>
      <IconButton
        aria-label="Next list"
        disabled={page >= count - 1}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
