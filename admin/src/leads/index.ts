import { lazy } from 'react';

const LeadList = lazy(() => import('./lead-list').then((m) => ({ default: m.LeadList })));
const LeadShow = lazy(() => import('./lead-show').then((m) => ({ default: m.LeadShow })));

export const leadScreens = { list: LeadList, show: LeadShow };
