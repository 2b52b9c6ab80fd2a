export { RevisionsPanel } from './revisions-panel';
export type { RevisionsTarget } from './types';
