/**
 * The request a status action makes (publish, schedule, back to draft, archive). With changes
 * the form has not saved, one PATCH carries those fields and the new status, which the provider
 * applies in one transaction: the text an editor typed is what goes live, never the saved text
 * behind it. Without changes, the action's own route.
 */
import { changedFields } from '../api/list-query';
import { postBody } from './post-body';
import type { StatusAction } from './post-status-view';

type Row = Record<string, unknown>;

export interface StatusRequest {
  path: string;
  method: 'POST' | 'PATCH';
  body?: Row;
  /** Whether the request also saves the form's changes. */
  savesChanges: boolean;
}

export function statusRequest(
  id: string | number,
  action: StatusAction,
  values: Row,
  record: Row,
  publishAt?: string,
): StatusRequest {
  const unsaved = changedFields(postBody(values), postBody(record));
  const when = action.route === 'schedule' && publishAt ? { publishAt } : {};
  if (Object.keys(unsaved).length === 0) {
    return {
      path: `/blog/${id}/${action.route}`,
      method: 'POST',
      ...(publishAt && action.route === 'schedule' ? { body: when } : {}),
      savesChanges: false,
    };
  }
  return {
    path: `/blog/${id}`,
    method: 'PATCH',
    body: { ...unsaved, status: action.to, ...when },
    savesChanges: true,
  };
}
