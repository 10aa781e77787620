/**
 * The only entry into nivo: ./index loads this module lazily, so both charts and nivo form one
 * chunk outside the initial bundle (DESIGN §9).
 */
export { NivoBarChart } from './NivoBarChart';
export { NivoRadarChart } from './NivoRadarChart';
