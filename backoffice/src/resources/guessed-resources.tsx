import { ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { canAccess } from '../access/canAccess';

// Placeholders until each resource gets its folder under resources/ (back-office issue):
// the guessers render whatever the admin API returns.
const guessedResources = [
  { name: 'questions', label: 'Questions' },
  { name: 'facets', label: 'Facets' },
  { name: 'whitelist', label: 'Whitelist' },
  { name: 'schools', label: 'Schools' },
  { name: 'users', label: 'Users' },
  { name: 'audit-logs', label: 'Audit log' },
  { name: 'outbox', label: 'Mail outbox' },
] as const;

/** The <Resource> elements the role may list, so the menu shows only those. */
export const resourcesFor = (role: unknown) =>
  guessedResources
    .filter(({ name }) => canAccess(role, name, 'list'))
    .map(({ name, label }) => (
      <Resource key={name} name={name} options={{ label }} list={ListGuesser} show={ShowGuesser} />
    ));
