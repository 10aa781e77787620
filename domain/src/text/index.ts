export * from './characters';
export * from './articles';
export * from './markdown-text';
export * from './readability';
