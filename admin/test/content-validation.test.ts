import { recordDetail, recordTitle } from '../src/content/collection/record-title';
import { COLLECTION_FIELDS, formFields } from '../src/content/fields';
import {
  characterCount,
  createBody,
  createDefaults,
  fieldProblem,
  recordProblems,
} from '../src/content/validation';
import { isInvalidJson, jsonText, parseJsonText } from '../src/content/json-text';

const spec = (collection: keyof typeof COLLECTION_FIELDS, name: string) => {
  const found = formFields(collection).find((f) => f.name === name);
  if (!found) throw new Error(`${collection} has no ${name}`);
  return found;
};

describe('content field messages', () => {
  it.each([
    ['services', 'name', '', 'Name is required.'],
    ['services', 'name', '   ', 'Name is required.'],
    ['services', 'name', null, 'Name is required.'],
    ['services', 'name', 'x'.repeat(151), 'Name can be at most 150 characters; it has 151.'],
    ['services', 'name', 'x'.repeat(150), null],
    ['services', 'description', null, null],
    ['services', 'description', '', null],
    ['faq', 'answer', 'a'.repeat(5001), 'Answer can be at most 5000 characters; it has 5001.'],
    ['page-seo', 'path', 'about', 'Path must start with /, e.g. /about.'],
    ['page-seo', 'path', '/about', null],
    [
      'products',
      'price',
      '12.345',
      'Price must be a number with at most two decimals, e.g. 200 or 199.99.',
    ],
    [
      'products',
      'price',
      '',
      'Price must be a number with at most two decimals, e.g. 200 or 199.99.',
    ],
    ['products', 'price', '199.99', null],
    ['services', 'orderIndex', 2.5, 'Order must be a whole number.'],
    ['services', 'orderIndex', null, 'Order needs a whole number.'],
    ['services', 'orderIndex', 3, null],
    ['services', 'features', ['Labs', ''], 'Features: item 2 is empty; fill it in or remove it.'],
    [
      'services',
      'features',
      ['y'.repeat(501)],
      'Features: item 1 can be at most 500 characters; it has 501.',
    ],
    ['services', 'features', ['Labs'], null],
    [
      'training-lookups',
      'kind',
      'level',
      'List must be one of: Training types, Durations, Topics.',
    ],
    ['training-lookups', 'kind', 'topic', null],
    ['training-lookups', 'kind', '', 'List is required.'],
    ['generated-images', 'createdAt', 'whenever', null],
    ['services', 'isActive', false, null],
  ] as const)('%s %s %p: %p', (collection, name, value, message) => {
    expect(fieldProblem(spec(collection, name), value)).toBe(message);
  });

  it('counts characters as the server does: an emoji is one', () => {
    expect(characterCount('Cloud ☁️🚀')).toBe(9);
    expect(fieldProblem(spec('menu-sections', 'name'), '🚀'.repeat(100))).toBeNull();
  });

  it('says when a JSON field does not parse', () => {
    const value = parseJsonText('{"a": ');
    expect(isInvalidJson(value)).toBe(true);
    expect(fieldProblem(spec('sections', 'content'), value)).toMatch(
      /^Content \(JSON\) is not valid JSON: /,
    );
    expect(fieldProblem(spec('sections', 'content'), parseJsonText('[1, 2]'))).toBeNull();
  });

  it('gives every message of a record by field', () => {
    expect(
      recordProblems(formFields('technologies'), { name: '', orderIndex: 1.5, isActive: true }),
    ).toEqual({ name: 'Name is required.', orderIndex: 'Order must be a whole number.' });
  });
});

describe('JSON text', () => {
  it('shows a value indented and reads it back', () => {
    const value = [{ id: 'a', title: 'Training' }];
    expect(parseJsonText(jsonText(value))).toEqual(value);
    expect(jsonText(null)).toBe('');
    expect(parseJsonText('  ')).toBeNull();
  });

  it('keeps the text being typed while it is not JSON', () => {
    expect(jsonText(parseJsonText('[1,'))).toBe('[1,');
  });
});

describe('the body of a create', () => {
  it('leaves out read-only fields and empty values the API takes no null for', () => {
    expect(
      createBody(formFields('generated-images'), {
        fileName: 'a.webp',
        url: '/a.webp',
        prompt: null,
        generationType: null,
        createdAt: '2024-01-01T00:00:00Z',
        isActive: true,
      }),
    ).toEqual({ fileName: 'a.webp', url: '/a.webp', prompt: null, isActive: true });
  });
});

describe('how a record is named in lists', () => {
  it('shows its title, else its number, and a choice by its name', () => {
    expect(recordTitle('faq', { id: 3, question: ' Why Azure? ' })).toBe('Why Azure?');
    expect(recordTitle('faq', { id: 3, question: '' })).toBe('#3');
    expect(recordDetail('training-lookups', { id: 1, kind: 'duration' })).toBe('Durations');
    expect(recordDetail('services', { id: 1, category: 'Consulting' })).toBe('Consulting');
    expect(recordDetail('services', { id: 1, category: null })).toBe('');
    expect(recordDetail('industries', { id: 1, name: 'Retail' })).toBe('');
  });
});

describe('a new record’s starting values', () => {
  it('is on, with empty lists and the API’s default order', () => {
    expect(createDefaults(formFields('services'))).toEqual({
      features: [],
      orderIndex: 0,
      isActive: true,
    });
    expect(createDefaults(formFields('industries'))).toEqual({ isActive: true });
  });
});
