import { InitialSchema1732500000000 } from './1732500000000-InitialSchema';

/** Listed explicitly (not globbed) so the same list works from ts source and compiled dist. */
export const MIGRATIONS = [InitialSchema1732500000000];
