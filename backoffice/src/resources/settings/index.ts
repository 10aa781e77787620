import SettingsIcon from '@mui/icons-material/Settings';
import { SettingsPage } from './SettingsPage';

// Not a list of records: the resource gives the page a menu entry and a route (/settings).
export default {
  options: { label: 'Settings' },
  icon: SettingsIcon,
  list: SettingsPage,
};
