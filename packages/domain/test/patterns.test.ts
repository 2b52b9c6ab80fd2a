import {
  countWords,
  isValidEmail,
  isValidName,
  isValidPhone,
  normalizePhone,
  isValidPlace,
  isValidRole,
  isValidUrl,
  isValidZip,
  wordLimit,
  wordLimitMessage,
} from '@cloud-consulting/domain/patterns';
import { words } from './fixtures';

describe('shared patterns', () => {
  it.each([
    ["Mary O'Neil", true],
    ['Jean-Luc Picard, Jr.', true],
    ['José Núñez', true],
    ['A', false],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['R2D2', false],
    ['Mary_Smith', false],
  ])('name %p is valid: %p', (value, expected) => {
    expect(isValidName(value)).toBe(expected);
  });

  it.each([
    ['CTO', true],
    ['R&D Lead (EMEA) / Ops-2', true],
    ["Head of Sales, Int'l.", true],
    ['C', false],
    ['Dev <script>', false],
    ['r'.repeat(101), false],
  ])('role %p is valid: %p', (value, expected) => {
    expect(isValidRole(value)).toBe(expected);
  });

  it.each([
    ['New York', true],
    ["St. John's", true],
    ['Winston-Salem', true],
    ['Zürich', true],
    ['X', false],
    ['Area 51', false],
    ['Paris, France', false],
  ])('city/state/country %p is valid: %p', (value, expected) => {
    expect(isValidPlace(value)).toBe(expected);
  });

  it.each([
    ['98101', true],
    ['SW1A 1AA', true],
    ['98101-1234', true],
    ['12', false],
    ['1234567890123456', false],
    ['981#01', false],
  ])('zip %p is valid: %p', (value, expected) => {
    expect(isValidZip(value)).toBe(expected);
  });

  it.each([
    ['5551234567', true],
    ['+44 20 7946 0958', true],
    ['(0044) 20-7946-0958', true],
    ['+(1)555-1234', true],
    ['1234', false],
    ['(12345) 5551234', false],
    ['555.123.4567', true],
    ['+1 (206) 555-0147', true],
    ['(206) 555-0147', true],
    ['1'.repeat(21), false],
    ['phone me', false],
    ['+1 (206) 555-0147 ext', false],
    ['((206)) 555-0147', false],
  ])('phone %p is valid: %p', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it.each([
    ['+1 (206) 555-0147', '+12065550147'],
    ['(206) 555-0147', '+12065550147'],
    ['206.555.0147', '+12065550147'],
    ['1-206-555-0147', '+12065550147'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+(1)555-1234', '+15551234'],
    ['(0044) 20-7946-0958', '00442079460958'],
    ['12345', '12345'],
    ['  5551234567 ', '+15551234567'],
    ['nope', null],
  ])('phone %p is stored as %p', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
  });

  it.each([
    ['contoso.com', true],
    ['https://www.contoso.com/about?x=1', true],
    ['http://sub.example.co.uk', true],
    ['ftp://contoso.com', false],
    ['localhost', false],
    ['https://contoso', false],
    ['contoso .com', false],
  ])('url %p is valid: %p', (value, expected) => {
    expect(isValidUrl(value)).toBe(expected);
  });

  it.each([
    ['jane@contoso.com', true],
    ['jane.doe+news@mail.contoso.io', true],
    ['jane@contoso.c', false],
    ['jane@contoso.12', false],
    ['jane@contoso', false],
    ['jane contoso.com', false],
    [`${'j'.repeat(140)}@contoso.com`, false],
  ])('email %p is valid: %p', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('word limit', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    [null, 0],
    [undefined, 0],
    ['one', 1],
    ['  two\nwords\t ', 2],
  ])('counts %p as %p words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('accepts exactly 500 words by default', () => {
    expect(wordLimit(words(500))).toBeNull();
  });

  it('gives the spec message over the default limit', () => {
    expect(wordLimit(words(501))).toBe('Maximum 500 words allowed. Current: 501.');
  });

  it('uses a custom limit in the message', () => {
    expect(wordLimit('a b c', 2)).toBe('Maximum 2 words allowed. Current: 3.');
    expect(wordLimitMessage(10, 12)).toBe('Maximum 10 words allowed. Current: 12.');
  });
});
