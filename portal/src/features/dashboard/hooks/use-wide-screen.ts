import { useMediaQuery } from '../../../lib/use-media-query';

/**
 * True on a screen at least 900 px wide (the theme's md breakpoint), where the sidebar is a
 * column beside the results; not MUI's useMediaQuery: the first screen loads no MUI.
 */
export const useWideScreen = (): boolean => useMediaQuery('(min-width: 900px)');
