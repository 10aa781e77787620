import FacetIcon from '@mui/icons-material/Category';
import { FacetCreate } from './FacetCreate';
import { FacetEdit } from './FacetEdit';
import { FacetList } from './FacetList';

export default {
  options: { label: 'Facets' },
  icon: FacetIcon,
  list: FacetList,
  edit: FacetEdit,
  create: FacetCreate,
  recordRepresentation: 'name',
};
