export { useContactGroups } from './queries.ts';
