import ScaleHealthIcon from '@mui/icons-material/Insights';
import { ScaleHealthPage } from './ScaleHealthPage';

// Not a list of records: the resource gives the page a menu entry and a route (/scale-health).
export default {
  options: { label: 'Scale health' },
  icon: ScaleHealthIcon,
  list: ScaleHealthPage,
};
