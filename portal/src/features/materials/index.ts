/**
 * The Knowledge tab of Enrich+ (spec 002 §2, §5, §8): `<KnowledgeTab userId isAdmin />` lists,
 * generates and ticks off learning materials. Query keys start with 'materials'.
 */
export { KnowledgeTab, type KnowledgeTabProps } from './components/KnowledgeTab';
