// The stored insights read is shared with the dashboard's journey (which says "Generate" or "Read").
export * from '../../../api/get-insights';
