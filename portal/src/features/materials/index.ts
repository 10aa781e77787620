/**
 * The Knowledge tab of Enrich+ (docs/product/dashboard.md, "Knowledge: learning materials"):
 * `<KnowledgeTab userId isAdmin />` lists, generates and ticks off learning materials. Query keys
 * start with 'materials'.
 */
export { KnowledgeTab, type KnowledgeTabProps } from './components/KnowledgeTab';
