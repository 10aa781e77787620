export * from './funnel';
export * from './small-groups';
