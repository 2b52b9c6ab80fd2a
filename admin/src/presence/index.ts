export { EditingPresenceNotice } from './editing-presence-notice';
export { OpenByBadge } from './open-by-badge';
export { useOpenRecords } from './use-open-records';
