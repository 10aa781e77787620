export * from './windows';
export * from './months';
export * from './durations';
export * from './weeks';
