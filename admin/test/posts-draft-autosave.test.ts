import { autosaveChanges, typedSince } from '../src/posts/draft-autosave-rule';

const draft = {
  id: 7,
  version: 3,
  status: 'draft',
  title: 'Saved title',
  excerpt: null,
  content: 'Saved body',
  tags: [{ id: 1, name: 'Cloud', color: null }],
};

describe('autosaveChanges', () => {
  it('saves only the fields of a draft that differ from the saved post', () => {
    expect(autosaveChanges({ ...draft, title: 'Typed title' }, draft)).toEqual({
      title: 'Typed title',
    });
  });

  it('saves nothing when the form holds the saved post (tags and blank texts compared as sent)', () => {
    expect(autosaveChanges({ ...draft, excerpt: '  ', tags: [{ name: 'Cloud' }] }, draft)).toBe(
      null,
    );
  });

  it.each(['published', 'scheduled', 'archived'])(
    'never saves a %s post on its own: its changes wait for Save',
    (status) => {
      expect(autosaveChanges({ ...draft, title: 'Typed' }, { ...draft, status })).toBeNull();
    },
  );

  it('saves nothing for a post not yet created', () => {
    expect(autosaveChanges({ title: 'New' }, undefined)).toBeNull();
  });
});

describe('typedSince', () => {
  it('names the fields typed while an autosave travelled, with what they hold now', () => {
    const sent = { title: 'One', content: 'Body' };
    expect(typedSince(sent, { title: 'One more', content: 'Body' })).toEqual({
      title: 'One more',
    });
    expect(typedSince(sent, sent)).toEqual({});
  });
});
