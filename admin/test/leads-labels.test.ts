import { LEAD_KINDS } from '@cloud-consulting/domain/lead-kinds';
import {
  fieldLabel,
  formFieldRows,
  kindLabel,
  LEAD_KIND_CHOICES,
  LEAD_STATUS_CHOICES,
  valueText,
} from '../src/leads/lead-labels';
import { ownerChoices, ownerIdOf, ownerValue } from '../src/leads/owner-choices';

describe("a lead's words", () => {
  it('names every kind and status the API filters by', () => {
    expect(LEAD_KIND_CHOICES.map((c) => c.id)).toEqual([...LEAD_KINDS]);
    expect(LEAD_STATUS_CHOICES.map((c) => c.name)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Won',
      'Lost',
    ]);
    expect(kindLabel('product_demo')).toBe('Product demo');
    expect(kindLabel('later_kind')).toBe('later_kind');
  });

  it("shows a form's fields under readable names, in the order sent", () => {
    expect(
      formFieldRows({ companyName: 'Contoso', zip_code: '', newsletter: false, tags: ['a', 'b'] }),
    ).toEqual([
      { name: 'companyName', label: 'Company name', text: 'Contoso' },
      { name: 'zip_code', label: 'Zip code', text: '—' },
      { name: 'newsletter', label: 'Newsletter', text: 'No' },
      { name: 'tags', label: 'Tags', text: 'a, b' },
    ]);
    expect(formFieldRows(null)).toEqual([]);
    expect(fieldLabel('interestedProductId')).toBe('Interested product id');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(5)).toBe('5');
  });
});

describe("a lead's owner choices", () => {
  const me = { id: 3, name: 'Sam Sales' };

  it('offers a sales person, who may not list people, themselves and nobody', () => {
    expect(ownerChoices({ me, people: null })).toEqual([
      { id: 'none', name: 'Nobody' },
      { id: '3', name: 'Me (Sam Sales)' },
    ]);
  });

  it('keeps the person who works the lead as a choice', () => {
    expect(ownerChoices({ me, people: null, current: { id: 8, name: 'Olga Owner' } })).toEqual([
      { id: 'none', name: 'Nobody' },
      { id: '3', name: 'Me (Sam Sales)' },
      { id: '8', name: 'Olga Owner' },
    ]);
  });

  it('offers an owner every active person once', () => {
    const people = [
      { id: 3, name: 'Sam Sales' },
      { id: 4, name: 'Dee Disabled', disabledAt: '2026-01-01T00:00:00Z' },
      { id: 5, name: '', email: 'eve@example.com' },
    ];
    expect(ownerChoices({ me, people }).map((c) => c.name)).toEqual([
      'Nobody',
      'Me (Sam Sales)',
      'eve@example.com',
    ]);
  });

  it('maps nobody to null and a person to their id', () => {
    expect(ownerValue(null)).toBe('none');
    expect(ownerValue(7)).toBe('7');
    expect(ownerIdOf('none')).toBeNull();
    expect(ownerIdOf('7')).toBe(7);
  });
});
