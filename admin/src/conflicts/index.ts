export { ConflictDialog } from './conflict-dialog';
export { reportConflict, staleVersion } from './conflict-events';
export { useConflictAwareSave } from './use-conflict-aware-save';
