import VersionsIcon from '@mui/icons-material/AccountTree';
import { InstrumentVersionsPage } from './InstrumentVersionsPage';

export default {
  options: { label: 'Instrument versions' },
  icon: VersionsIcon,
  list: InstrumentVersionsPage,
};
