import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format-date';
import type { MaterialRow } from '../lib/material-groups';

type MaterialsCardsProps = {
  rows: readonly MaterialRow[];
  onCompleted: (materialId: number, completed: boolean) => void;
};

/**
 * The materials on a phone: one card each, the Completed checkbox beside the link and the link
 * wrapped in full, so nothing is cut or off-screen (docs/product/dashboard.md, Knowledge).
 */
export function MaterialsCards({ rows, onCompleted }: MaterialsCardsProps) {
  const first = rows[0];
  return (
    <Box>
      {first && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {first.subject} · {formatDate(first.date)}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label="Learning materials"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.materialId}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
              minWidth: 0,
            }}
          >
            <Checkbox
              checked={row.completed}
              onChange={(e) => onCompleted(row.materialId, e.target.checked)}
              slotProps={{ input: { 'aria-label': `Completed: ${row.title}` } }}
              sx={{ p: 1, mt: -0.5 }}
            />
            <Link
              href={row.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', py: 0.5 }}
            >
              {row.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
