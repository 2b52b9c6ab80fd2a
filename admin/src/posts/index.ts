/**
 * The Posts screens. Each is loaded when first opened (the editor and its Markdown editor are
 * the heaviest part of the app), so the first load stays small.
 */
import { lazy } from 'react';

const PostList = lazy(() => import('./post-list'));
const PostCreate = lazy(() => import('./post-create'));
const PostEdit = lazy(() => import('./post-edit'));

export const postScreens = {
  list: PostList,
  create: PostCreate,
  edit: PostEdit,
  recordRepresentation: 'title',
};
