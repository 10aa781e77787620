import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Inputs side by side in equal columns (each at least 240 px), wrapping on narrow screens. */
export const FormRow = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
      columnGap: 2,
      width: '100%',
    }}
  >
    {children}
  </Box>
);
