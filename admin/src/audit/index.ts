import { lazy } from 'react';

const AuditList = lazy(() => import('./audit-list').then((m) => ({ default: m.AuditList })));

export const auditScreens = { list: AuditList };
