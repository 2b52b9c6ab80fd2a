import { lazy } from 'react';

const PeopleList = lazy(() => import('./people-list').then((m) => ({ default: m.PeopleList })));
const PersonShow = lazy(() => import('./person-show').then((m) => ({ default: m.PersonShow })));

export const peopleScreens = { list: PeopleList, show: PersonShow };
export { AcceptInvitationPage } from './accept-invitation-page';
export { ResetPasswordPage } from './reset-password-page';
export { ChangePasswordPage } from './change-password-page';
