import WhitelistIcon from '@mui/icons-material/VerifiedUser';
import { WhitelistCreate } from './WhitelistCreate';
import { WhitelistList } from './WhitelistList';

export default {
  options: { label: 'Whitelist' },
  icon: WhitelistIcon,
  list: WhitelistList,
  create: WhitelistCreate,
  recordRepresentation: 'value',
};
