/**
 * react-admin's data provider for our admin API. Lists follow the resource table (paged on the
 * server, or answered whole and paged here); updates send only the changed fields; records the
 * API has no single route for are found in their list. Beyond react-admin's methods, `request`
 * calls any admin route (publish, schedule, restore, bulk moderation, builds), and `uploadImage`
 * sends a file to the media library with its progress.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiRequest, type RequestOptions } from './http';
import { arrayPage, changedFields, pagedQuery, type ListParams } from './list-query';
import { resourceApi } from './resources';
import { uploadImage, type UploadedImage } from './upload-image';

type Row = RaRecord & Record<string, unknown>;

async function listRows(
  resource: string,
  params: ListParams,
): Promise<{ data: Row[]; total: number }> {
  const api = resourceApi(resource);
  if (api.list.kind === 'paged') {
    const key = api.list.key;
    const body = await apiRequest<Record<string, unknown>>(api.path, { query: pagedQuery(params) });
    return { data: (body[key] as Row[]) ?? [], total: Number(body.total ?? 0) };
  }
  const rows = await apiRequest<Row[]>(api.path, { query: serverFilters(resource, params) });
  return arrayPage(rows, params);
}

/** Filters an array list's route takes itself (the comment queue's status). */
function serverFilters(resource: string, params: ListParams): Record<string, string | undefined> {
  if (resource === 'comments') {
    const status = params.filter?.status;
    return { status: typeof status === 'string' ? status : undefined, limit: '500' };
  }
  if (resource === 'builds') return { limit: '50' };
  return {};
}

async function oneRow(resource: string, id: Identifier): Promise<Row> {
  const api = resourceApi(resource);
  if (api.getOne !== false) return apiRequest<Row>(`${api.path}/${encodeURIComponent(String(id))}`);
  const { data } = await listRows(resource, {});
  const row = data.find((candidate) => String(candidate.id) === String(id));
  if (!row) throw new Error(`No ${resource} record ${id}`);
  return row;
}

export interface EditorDataProvider extends DataProvider {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Sends an image to the media library, telling how much has gone (0 to 1) as it goes. */
  uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<UploadedImage>;
}

export const dataProvider: EditorDataProvider = {
  async getList(resource, params) {
    const { data, total } = await listRows(resource, params as ListParams);
    return { data, total } as never;
  },
  async getOne(resource, params) {
    return { data: await oneRow(resource, params.id) } as never;
  },
  async getMany(resource, params) {
    const rows = await Promise.all(params.ids.map((id) => oneRow(resource, id)));
    return { data: rows } as never;
  },
  async getManyReference(resource, params) {
    const filter = { ...params.filter, [params.target]: params.id };
    const { data, total } = await listRows(resource, { ...params, filter } as ListParams);
    return { data, total } as never;
  },
  async create(resource, params) {
    const api = resourceApi(resource);
    const body = changedFields(params.data as Row, undefined);
    const created = await apiRequest<Row>(api.path, { method: 'POST', body });
    return { data: created } as never;
  },
  async update(resource, params) {
    const api = resourceApi(resource);
    const body = changedFields(params.data as Row, params.previousData as Row);
    const path = `${api.path}/${encodeURIComponent(String(params.id))}`;
    if (Object.keys(body).length === 0) return { data: params.previousData } as never;
    // Refused (412) when someone saved the record after it was opened: see conflicts/.
    const updated = await apiRequest<Row>(path, {
      method: 'PATCH',
      body,
      ifMatch: (params.previousData as Row | undefined)?.version,
      // A draft the app saved on its own (posts/draft-autosave.tsx): the bar says so.
      autosave: (params.meta as { autosave?: unknown } | undefined)?.autosave === true,
    });
    return { data: updated } as never;
  },
  async updateMany(resource, params) {
    const api = resourceApi(resource);
    for (const id of params.ids) {
      await apiRequest(`${api.path}/${encodeURIComponent(String(id))}`, {
        method: 'PATCH',
        body: params.data,
      });
    }
    return { data: params.ids } as never;
  },
  async delete(resource, params) {
    const api = resourceApi(resource);
    await apiRequest(`${api.path}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: params.previousData ?? { id: params.id } } as never;
  },
  async deleteMany(resource, params) {
    const api = resourceApi(resource);
    for (const id of params.ids) {
      await apiRequest(`${api.path}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
    }
    return { data: params.ids } as never;
  },
  request<T>(path: string, options?: RequestOptions) {
    return apiRequest<T>(path, options);
  },
  uploadImage,
};
