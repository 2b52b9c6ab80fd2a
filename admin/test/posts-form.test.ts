import { createBody, postBody, tagValues } from '../src/posts/post-body';
import { fromLocalInput, nextFullHour, toLocalInput } from '../src/posts/publish-at';
import { listDate, statusActions } from '../src/posts/post-status-view';

describe('the post form', () => {
  it('sends only the fields it writes, tags without ids and blank texts as none', () => {
    const body = postBody({
      id: 4,
      title: 'T',
      status: 'published',
      excerpt: '  ',
      seoTitle: 'S',
      tags: [{ id: 1, name: 'Azure', color: '#123456' }, { name: 'New' }],
      updatedAt: 'x',
    });
    expect(body).toEqual({
      title: 'T',
      excerpt: null,
      seoTitle: 'S',
      tags: [{ name: 'Azure', color: '#123456' }, { name: 'New' }],
    });
    expect(postBody({ title: 'T', status: 'draft' }, ['status'])).toEqual({
      title: 'T',
      status: 'draft',
    });
    expect(tagValues([{ id: 2, name: 'A', color: '#000000', postCount: 3 }])).toEqual([
      { id: 2, name: 'A', color: '#000000' },
    ]);
    expect(tagValues(undefined)).toEqual([]);
  });

  it('sends a publish instant with a new post only when it is scheduled', () => {
    const at = '2030-01-01T10:00:00.000Z';
    expect(createBody({ title: 'T', status: 'draft', publishAt: at })).toEqual({
      title: 'T',
      status: 'draft',
    });
    expect(createBody({ title: 'T', status: 'scheduled', publishAt: at })).toEqual({
      title: 'T',
      status: 'scheduled',
      publishAt: at,
    });
  });

  it('turns the date-time picker value into an instant and back', () => {
    const iso = fromLocalInput('2030-05-06T07:08');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2030-05-06T07:08');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
    const suggested = new Date(nextFullHour(Date.UTC(2030, 0, 1, 10, 30)));
    expect(suggested.getMinutes()).toBe(0);
    expect(suggested.getTime()).toBeGreaterThan(Date.UTC(2030, 0, 1, 11, 30));
  });

  it('offers the status changes the shared rules allow', () => {
    expect(statusActions('draft').map((a) => a.route)).toEqual(['publish', 'schedule', 'archive']);
    expect(statusActions('published').map((a) => a.route)).toEqual(['unpublish', 'archive']);
    expect(statusActions('archived').map((a) => a.route)).toEqual(['publish', 'unpublish']);
    expect(listDate({ publishAt: null, publishedOn: '2020-01-01' })).toBe('2020-01-01');
  });
});
