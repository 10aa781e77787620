export * from './constants';
export * from './facet-scores';
export * from './labels';
export * from './motivation';
export * from './part-selection';
export * from './retake';
export * from './session-questions';
export * from './visualization';
