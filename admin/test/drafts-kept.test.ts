import {
  draftKey,
  forgetDraft,
  keepDraft,
  pickFields,
  readDraft,
  unsavedFields,
} from '../src/drafts/kept-drafts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('drafts kept in the browser', () => {
  it('keeps, reads back and forgets a record’s typed fields', () => {
    const storage = memoryStorage();
    const key = draftKey('posts', 7);
    expect(key).toBe('editor-draft:posts:7');
    expect(draftKey('faq', undefined)).toBe('editor-draft:faq:new');
    keepDraft(key, { title: 'Typed' }, new Date('2026-11-27T10:00:00Z'), storage);
    expect(readDraft(key, storage)).toEqual({
      values: { title: 'Typed' },
      keptAt: '2026-11-27T10:00:00.000Z',
    });
    forgetDraft(key, storage);
    expect(readDraft(key, storage)).toBeNull();
  });

  it('reads nothing from a broken or foreign entry, and never throws on a refusing storage', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readDraft('k', storage)).toBeNull();
    storage.setItem('k', JSON.stringify({ values: 'x' }));
    expect(readDraft('k', storage)).toBeNull();
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => keepDraft('k', { a: 1 }, new Date(), refusing)).not.toThrow();
  });

  it('offers back only the fields that differ from the saved record', () => {
    const draft = { values: { title: 'Typed', excerpt: null, tags: [] }, keptAt: '' };
    expect(unsavedFields(draft, { title: 'Saved', excerpt: null, tags: [] })).toEqual(['title']);
    expect(unsavedFields(draft, { title: 'Typed', tags: [] })).toEqual([]);
    expect(pickFields({ title: 'T', id: 4, version: 2 }, ['title', 'excerpt'])).toEqual({
      title: 'T',
    });
  });
});
