/**
 * Response shapes declared once: added to the root instance so every route can reference them
 * with { $ref: 'Name#' }, and published as components of the OpenAPI document.
 */
import type { FastifyInstance } from 'fastify';
import { versionConflictSchema } from './record-versions.js';

export const errorSchema = {
  $id: 'Error',
  type: 'object',
  properties: { message: { type: 'string' }, error: { type: 'string' } },
  required: ['message'],
} as const;

export const validationErrorSchema = {
  $id: 'ValidationError',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
      },
    },
  },
  required: ['message', 'errors'],
} as const;

/** A refused visitor submission: the shape of every public write's 4xx. */
export const writeErrorSchema = {
  $id: 'WriteError',
  type: 'object',
  description:
    'A refused visitor submission. errors: one message per field; required: fields left blank.',
  properties: {
    success: { type: 'boolean' },
    error: { type: 'string' },
    message: { type: 'string' },
    errors: {},
    required: { type: 'array', items: { type: 'string' } },
  },
  required: ['message'],
};

export function addSharedSchemas(app: FastifyInstance, schemas: Array<{ $id: string }>): void {
  for (const schema of [errorSchema, validationErrorSchema, versionConflictSchema, ...schemas]) {
    app.addSchema(schema);
  }
}

export const ref = (id: string) => ({ $ref: `${id}#` });
export const listOf = (id: string) => ({ type: 'array', items: ref(id) }) as const;
export const notFound = { 404: ref('Error') };

/** The paging of an admin list's query: page 1 first, `pageSize` rows a page, at most `max`. */
export const pagingProperties = (defaultSize: number, max: number) =>
  ({
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: max, default: defaultSize },
  }) as const;

/** A page of an admin list: its rows under `name`, how many match in all, which page it is. */
export const pageOf = (name: string, items: unknown, totalDescription?: string) => ({
  type: 'object',
  properties: {
    [name]: { type: 'array', items },
    total: { type: 'integer', ...(totalDescription ? { description: totalDescription } : {}) },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
  required: [name, 'total', 'page', 'pageSize'],
});

/** Responses of every public write: its own 2xx plus the refusals it can answer. */
export const writeResponses = (ok: Record<number, unknown>): Record<number, unknown> => ({
  ...ok,
  400: { $ref: 'WriteError#' },
  404: { $ref: 'WriteError#' },
  409: { $ref: 'WriteError#' },
  413: { $ref: 'WriteError#' },
  422: { $ref: 'WriteError#' },
  429: { $ref: 'WriteError#' },
});
