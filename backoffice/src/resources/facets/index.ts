import { FacetCreate } from './FacetCreate';
import { FacetEdit } from './FacetEdit';
import { FacetList } from './FacetList';

export default {
  list: FacetList,
  edit: FacetEdit,
  create: FacetCreate,
  recordRepresentation: 'name',
};
