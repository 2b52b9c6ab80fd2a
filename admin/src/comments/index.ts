import { lazy } from 'react';

const CommentList = lazy(() => import('./comment-list').then((m) => ({ default: m.CommentList })));

export const commentScreens = { list: CommentList };
