import { ScaleHealthPage } from './ScaleHealthPage';

// Not a list of records: the resource gives the page a menu entry and a route (/scale-health).
export default { list: ScaleHealthPage };
