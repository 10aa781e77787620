/**
 * The only entry into nivo: ./index loads this module lazily, so both charts and nivo form one
 * chunk outside the initial bundle (docs/decisions/0046-light-first-screens.md).
 */
export { NivoBarChart } from './NivoBarChart';
export { NivoRadarChart } from './NivoRadarChart';
