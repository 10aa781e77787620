import { WhitelistCreate } from './WhitelistCreate';
import { WhitelistList } from './WhitelistList';

export default {
  list: WhitelistList,
  create: WhitelistCreate,
  recordRepresentation: 'value',
};
