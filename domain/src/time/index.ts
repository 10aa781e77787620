export * from './windows';
export * from './months';
export * from './durations';
