import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opts a route out of the global JWT guard (deny by default, security.md §7 #1). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
