/**
 * Approving or rejecting comments: one (its own route, recorded under its action) or several
 * (the bulk route); the list reloads after, and a refusal shows the server's words.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { bulkBody, bulkMessage, doneMessage, type ModerationAction } from './moderation';
import { REFUSAL_NOTICE } from '../shared/refusals';

export function useModeration() {
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    try {
      notify(await work(), { type: 'success' });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), REFUSAL_NOTICE);
      return false;
    } finally {
      setBusy(false);
      refresh();
    }
  }

  return {
    busy,
    moderateOne: (id: Identifier, action: ModerationAction) =>
      run(async () => {
        await dataProvider.request(`/comments/${encodeURIComponent(String(id))}/${action}`, {
          method: 'POST',
        });
        return doneMessage(action);
      }),
    moderateMany: (ids: readonly Identifier[], action: ModerationAction) =>
      run(async () => {
        const result = await dataProvider.request<{ ids: number[]; notFound: number[] }>(
          '/comments/bulk',
          { method: 'POST', body: bulkBody(ids, action) },
        );
        return bulkMessage(action, result);
      }),
  };
}
