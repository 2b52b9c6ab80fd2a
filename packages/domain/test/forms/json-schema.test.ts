import Joi from 'joi';
import { joiJsonSchema } from '../../src/forms/json-schema';
import { commentSchema } from '../../src/forms/comment';
import { newsletterBandSchema } from '../../src/forms/newsletter-band';
import { contactFormSchema } from '../../src/forms/contact';
import { createDemoRequestSchema } from '../../src/forms/demo-request';

describe('joiJsonSchema', () => {
  it('gives a comment body its required content, its caps and the word limit in words', () => {
    const schema = joiJsonSchema(commentSchema);
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['content']);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.content).toEqual({
      type: 'string',
      maxLength: 5000,
      pattern: '\\S',
      description: 'Also checked: at most 500 words.',
    });
    // A registered user's name is optional, a guest's follows the name pattern: either applies.
    expect(properties.authorName!.description).toBe('Which rules apply depends on userId.');
    expect(properties.authorName!.anyOf).toEqual([
      { type: ['string', 'null'], maxLength: 100 },
      { type: 'string', pattern: "^[\\p{L} ,.'-]{2,100}$" },
    ]);
    expect(properties.parentId).toEqual({
      type: ['integer', 'null'],
      exclusiveMinimum: 0,
      maximum: 2147483647,
    });
    expect(properties.userId!.anyOf).toEqual([
      { type: 'string', maxLength: 100 },
      { type: 'integer' },
      { enum: [''] },
      { type: 'null' },
    ]);
  });

  it('lists an empty string beside a pattern it would fail, and a default', () => {
    const properties = joiJsonSchema(contactFormSchema).properties as Record<string, unknown>;
    expect(properties.zipCode).toMatchObject({ anyOf: [{ type: 'string' }, { enum: [''] }] });
    expect(properties.source).toEqual({
      type: 'string',
      maxLength: 100,
      default: 'ContactUs Page',
    });
    const band = joiJsonSchema(newsletterBandSchema).properties as Record<string, unknown>;
    expect(band.source).toEqual({ type: 'string', maxLength: 100, default: 'blog' });
  });

  it('says in words what a custom rule checks, and lists the values of a choice', () => {
    const demo = joiJsonSchema(createDemoRequestSchema('2026-11-29'));
    const properties = demo.properties as Record<string, Record<string, unknown>>;
    expect(properties.preferredDate!.description).toBe(
      'Also checked: a day (YYYY-MM-DD) the form offers.',
    );
    expect(properties.demoType).toEqual({
      enum: ['ONLINE', 'ONSITE', 'HYBRID'],
      default: 'ONLINE',
    });
  });

  it.each<[string, Joi.Schema, Record<string, unknown>]>([
    ['a length', Joi.string().length(5), { type: 'string', minLength: 5, maxLength: 5 }],
    ['an email', Joi.string().email(), { type: 'string', format: 'email' }],
    [
      'an ISO date',
      Joi.string().isoDate(),
      { type: 'string', description: 'An ISO 8601 date or date and time.' },
    ],
    [
      'a case-blind pattern, in words',
      Joi.string().pattern(/^a+$/i),
      { type: 'string', description: 'Matches /^a+$/i.' },
    ],
    [
      'an inverted pattern',
      Joi.string().pattern(/x/, { invert: true }),
      { type: 'string', not: { pattern: 'x' } },
    ],
    [
      'a rule with no JSON Schema word',
      Joi.string().lowercase(),
      { type: 'string', description: 'Also checked: case.' },
    ],
    [
      'a custom rule without a description',
      Joi.any().custom((v: unknown) => v),
      { description: 'Also checked by a rule of its own.' },
    ],
    [
      'number bounds',
      Joi.number().min(1).max(9).greater(0).less(10),
      { type: 'number', minimum: 1, maximum: 9, exclusiveMinimum: 0, exclusiveMaximum: 10 },
    ],
    ['a negative number', Joi.number().negative(), { type: 'number', exclusiveMaximum: 0 }],
    [
      'a number rule in words',
      Joi.number().multiple(5),
      { type: 'number', description: 'Also checked: multiple.' },
    ],
    ['a boolean that must be true', Joi.boolean().valid(true), { const: true }],
    [
      'a described boolean',
      Joi.boolean().description('Yes or no'),
      { type: 'boolean', description: 'Yes or no' },
    ],
    ['an empty object', Joi.object(), { type: 'object' }],
    ['a forbidden key left out', Joi.object({ a: Joi.forbidden() }), { type: 'object' }],
    [
      'null alone beside an alternative',
      Joi.alternatives().try(Joi.string(), Joi.number()).allow(null),
      {
        anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }],
      },
    ],
    ['null beside a schema with no type', Joi.any().allow(null), { anyOf: [{}, { type: 'null' }] }],
    ['a value beside a plain string', Joi.string().allow(''), { type: 'string' }],
    ['a function default left out', Joi.string().default(() => 'x'), { type: 'string' }],
    [
      'a rule in words before its own description',
      Joi.string().lowercase().description('A code.'),
      { type: 'string', description: 'Also checked: case. A code.' },
    ],
  ])('converts %s', (_name, schema, expected) => {
    expect(joiJsonSchema(schema)).toEqual(expected);
  });

  it('takes the branches of a conditional alternative and names what it depends on', () => {
    const schema = Joi.object({
      kind: Joi.string(),
      value: Joi.alternatives().conditional('kind', {
        switch: [{ is: 'n', then: Joi.number() }],
        otherwise: Joi.string(),
      }),
    });
    const value = (joiJsonSchema(schema).properties as Record<string, unknown>).value;
    expect(value).toEqual({
      anyOf: [{ type: 'number' }, { type: 'string' }],
      description: 'Which of these applies depends on kind.',
    });
  });

  it('keeps a typed field its own rules under a condition', () => {
    const schema = Joi.object({
      a: Joi.boolean(),
      b: Joi.string().max(5).when('a', { is: true, then: Joi.required() }),
    });
    const b = (joiJsonSchema(schema).properties as Record<string, unknown>).b;
    expect(b).toEqual({
      allOf: [{ type: 'string', maxLength: 5 }, { anyOf: [{}] }],
      description: 'Which rules apply depends on a.',
    });
  });
});
