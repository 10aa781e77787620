export * from './windows';
export * from './months';
