import { InstrumentVersionsPage } from './InstrumentVersionsPage';

export default { list: InstrumentVersionsPage };
