/** Shapes of the public write answers, declared once (validation, serialisation, OpenAPI). */
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

export const leadResultSchema = {
  $id: 'LeadResult',
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    data: { type: 'object', additionalProperties: true },
  },
  required: ['success', 'message'],
};

export const leadSchemas = [writeErrorSchema, leadResultSchema];

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
