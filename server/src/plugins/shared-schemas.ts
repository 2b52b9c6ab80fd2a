/**
 * Response shapes declared once: added to the root instance so every route can reference them
 * with { $ref: 'Name#' }, and published as components of the OpenAPI document.
 */
import type { FastifyInstance } from 'fastify';

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

export function addSharedSchemas(app: FastifyInstance, schemas: Array<{ $id: string }>): void {
  for (const schema of [errorSchema, validationErrorSchema, ...schemas]) app.addSchema(schema);
}

export const ref = (id: string) => ({ $ref: `${id}#` });
export const listOf = (id: string) => ({ type: 'array', items: ref(id) }) as const;
export const notFound = { 404: ref('Error') };
