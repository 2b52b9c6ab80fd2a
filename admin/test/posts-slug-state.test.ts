import { slugTyped, titleTyped, type SlugState } from '../src/posts/slug-state';

const newPostSlug = (): SlugState => ({ slug: '', edited: false });
const existingPostSlug = (slug: string): SlugState => ({ slug, edited: true });

describe('the slug as a post is written', () => {
  it('follows the title of a new post as it is typed', () => {
    let state = newPostSlug();
    for (const title of ['H', 'Hello', 'Hello, Café & Cloud!']) state = titleTyped(state, title);
    expect(state).toEqual({ slug: 'hello-cafe-and-cloud', edited: false });
    expect(titleTyped(state, '   ')).toEqual({ slug: '', edited: false });
  });

  it('stops following once the editor types a slug, and follows again when it is cleared', () => {
    let state = titleTyped(newPostSlug(), 'First title');
    state = slugTyped(state, 'my-own', 'First title');
    expect(titleTyped(state, 'Second title')).toEqual({ slug: 'my-own', edited: true });
    expect(slugTyped(state, '', 'Second title')).toEqual({ slug: 'second-title', edited: false });
  });

  it('keeps the slug of an existing post when its title changes', () => {
    expect(titleTyped(existingPostSlug('kept'), 'New title')).toEqual({
      slug: 'kept',
      edited: true,
    });
  });
});
