import { SchoolSsoCreate } from './SchoolSsoCreate';
import { SchoolSsoEdit } from './SchoolSsoEdit';
import { SchoolSsoList } from './SchoolSsoList';

export default {
  list: SchoolSsoList,
  edit: SchoolSsoEdit,
  create: SchoolSsoCreate,
};
