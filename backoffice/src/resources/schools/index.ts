import { SchoolCreate } from './SchoolCreate';
import { SchoolEdit } from './SchoolEdit';
import { SchoolList } from './SchoolList';

export default {
  list: SchoolList,
  edit: SchoolEdit,
  create: SchoolCreate,
  recordRepresentation: 'name',
};
