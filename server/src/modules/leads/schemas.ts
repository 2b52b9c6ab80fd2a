/** The answer of a stored lead, declared once (validation, serialisation, OpenAPI). */
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
