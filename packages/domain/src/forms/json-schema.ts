/**
 * A form's joi rules as JSON Schema (2020-12, the dialect of OpenAPI 3.1), read from joi's own
 * `describe()`: the provider's API document shows each body with the rules the browser and the
 * server validate it with, so clients read one source and cannot drift from it.
 *
 * What the server does decides each choice: it validates with unknown fields stripped
 * (SERVER_VALIDATION_OPTIONS), so an object accepts fields it does not name; a value a field
 * allows besides its rules ('' for an optional text, null) is listed with it; joi tries
 * alternatives in order, so any one of them may match (anyOf). What JSON Schema cannot say (a
 * custom check such as a word limit, rules that depend on another field) is put in words in the
 * description, and a field that depends on another accepts what any of its branches accepts.
 */
import type Joi from 'joi';

/** A JSON Schema node. */
export type JsonSchema = { [keyword: string]: unknown };

interface Rule {
  name: string;
  args?: Record<string, unknown>;
}

interface Description {
  type: string;
  flags?: Record<string, unknown>;
  rules?: Rule[];
  allow?: unknown[];
  keys?: Record<string, Description>;
  matches?: Array<{ schema?: Description; ref: RefDescription } & Branches>;
  whens?: Array<{ ref: RefDescription } & Branches>;
}

interface Branches {
  then?: Description;
  otherwise?: Description;
  switch?: Branches[];
}

interface RefDescription {
  path: string[];
}

/** `/source/flags` as joi describes a pattern. */
function splitRegex(text: string): { source: string; flags: string } {
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

/** Words appended to a node's description. */
function note(schema: JsonSchema, words: string): void {
  schema.description = schema.description ? `${String(schema.description)} ${words}` : words;
}

function stringRule(schema: JsonSchema, rule: Rule): void {
  const limit = rule.args?.limit;
  switch (rule.name) {
    case 'min':
      schema.minLength = limit;
      return;
    case 'max':
      schema.maxLength = limit;
      return;
    case 'length':
      schema.minLength = limit;
      schema.maxLength = limit;
      return;
    case 'email':
      schema.format = 'email';
      return;
    case 'isoDate':
      note(schema, 'An ISO 8601 date or date and time.');
      return;
    case 'pattern': {
      const { source, flags } = splitRegex(String(rule.args?.regex));
      // JSON Schema patterns have no flags: a case-blind one is said in words instead.
      if (flags.includes('i')) note(schema, `Matches /${source}/${flags}.`);
      else if ((rule.args?.options as { invert?: boolean } | undefined)?.invert) {
        schema.not = { pattern: source };
      } else schema.pattern = source;
      return;
    }
    default:
      otherRule(schema, rule);
  }
}

function numberRule(schema: JsonSchema, rule: Rule): void {
  const limit = rule.args?.limit;
  switch (rule.name) {
    case 'integer':
      schema.type = 'integer';
      return;
    case 'min':
      schema.minimum = limit;
      return;
    case 'max':
      schema.maximum = limit;
      return;
    case 'greater':
      schema.exclusiveMinimum = limit;
      return;
    case 'less':
      schema.exclusiveMaximum = limit;
      return;
    case 'sign':
      if (rule.args?.sign === 'positive') schema.exclusiveMinimum = 0;
      else schema.exclusiveMaximum = 0;
      return;
    default:
      otherRule(schema, rule);
  }
}

/** A rule JSON Schema has no word for: its own description (a custom rule's), else its name. */
function otherRule(schema: JsonSchema, rule: Rule): void {
  if (rule.name === 'trim') return; // a conversion: anything a trimmed value passes, it passes
  const words = rule.name === 'custom' ? rule.args?.description : rule.name;
  note(
    schema,
    typeof words === 'string' ? `Also checked: ${words}.` : 'Also checked by a rule of its own.',
  );
}

/** The branches of a conditional, each converted. */
function branches(of: Branches): JsonSchema[] {
  return [
    ...(of.then ? [convert(of.then)] : []),
    ...(of.otherwise ? [convert(of.otherwise)] : []),
    ...(of.switch ?? []).flatMap(branches),
  ];
}

const refName = (ref: RefDescription) => ref.path.join('.');

/** The node without the values `allow` adds, its `only` list, and its presence. */
function base(d: Description): JsonSchema {
  switch (d.type) {
    case 'object': {
      const schema: JsonSchema = { type: 'object' };
      const keys = Object.entries(d.keys ?? {}).filter(
        ([, key]) => key.flags?.presence !== 'forbidden',
      );
      if (keys.length > 0) {
        schema.properties = Object.fromEntries(keys.map(([name, key]) => [name, convert(key)]));
        const required = keys.filter(([, key]) => key.flags?.presence === 'required');
        if (required.length > 0) schema.required = required.map(([name]) => name);
      }
      return schema;
    }
    case 'string': {
      const schema: JsonSchema = { type: 'string' };
      for (const rule of d.rules ?? []) stringRule(schema, rule);
      return schema;
    }
    case 'number': {
      const schema: JsonSchema = { type: 'number' };
      for (const rule of d.rules ?? []) numberRule(schema, rule);
      return schema;
    }
    case 'boolean':
      return { type: 'boolean' };
    case 'alternatives': {
      const tried = d.matches!.flatMap((match) =>
        match.schema ? [convert(match.schema)] : branches(match),
      );
      const schema: JsonSchema = { anyOf: options(tried) };
      const conditional = d.matches!.find((match) => !match.schema);
      if (conditional)
        note(schema, `Which of these applies depends on ${refName(conditional.ref)}.`);
      return schema;
    }
    default: {
      // any: no type of its own.
      const schema: JsonSchema = {};
      for (const rule of d.rules ?? []) otherRule(schema, rule);
      return schema;
    }
  }
}

/** A string schema with no rule an empty string could fail. */
const takesEmpty = (schema: JsonSchema) =>
  schema.type === 'string' &&
  ['minLength', 'pattern', 'not', 'format'].every((keyword) => schema[keyword] === undefined);

/** The options of an anyOf, a bare anyOf's own options taken in. */
const options = (schemas: JsonSchema[]): JsonSchema[] =>
  schemas.flatMap((schema) =>
    Object.keys(schema).length === 1 && Array.isArray(schema.anyOf)
      ? (schema.anyOf as JsonSchema[])
      : [schema],
  );

/** The values a node allows besides its rules: null widens its type, others are listed. */
function withAllowed(schema: JsonSchema, allowed: unknown[]): JsonSchema {
  const values = allowed.filter((value) => value !== null && !(value === '' && takesEmpty(schema)));
  let result = schema;
  if (values.length > 0) result = { anyOf: options([schema, { enum: values }]) };
  if (!allowed.includes(null)) return result;
  if (typeof result.type === 'string') return { ...result, type: [result.type, 'null'] };
  if (Array.isArray(result.anyOf)) return { ...result, anyOf: [...result.anyOf, { type: 'null' }] };
  return { anyOf: [result, { type: 'null' }] };
}

function convert(d: Description): JsonSchema {
  const flags = d.flags ?? {};
  let schema: JsonSchema;
  if (d.whens && d.whens.length > 0) {
    // The field's rules depend on another value: any branch's rules may be the ones applied,
    // on top of the field's own when it has a type.
    const applied: JsonSchema = { anyOf: options(d.whens.flatMap(branches)) };
    schema = d.type === 'any' ? applied : { allOf: [withAllowed(base(d), d.allow ?? []), applied] };
    note(schema, `Which rules apply depends on ${d.whens.map((w) => refName(w.ref)).join(', ')}.`);
  } else if (flags.only === true) {
    const values = d.allow!;
    schema = values.length === 1 ? { const: values[0] } : { enum: values };
  } else {
    schema = withAllowed(base(d), d.allow ?? []);
  }
  if (typeof flags.description === 'string') note(schema, flags.description);
  const fallback = flags.default;
  if (fallback !== undefined && typeof fallback !== 'function' && typeof fallback !== 'object') {
    schema.default = fallback;
  }
  return schema;
}

/** The JSON Schema of a joi schema, as the server reads a body with it. */
export function joiJsonSchema(schema: Joi.Schema): JsonSchema {
  return convert(schema.describe() as Description);
}
