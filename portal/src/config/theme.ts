import { createTheme } from '@mui/material/styles';
import { AREA_COLORS } from './palette';

export const theme = createTheme({
  palette: {
    primary: { main: AREA_COLORS.Subject.main },
    secondary: { main: '#f2a541' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
