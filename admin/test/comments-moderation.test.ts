import {
  actionsFor,
  bulkBody,
  bulkMessage,
  COMMENT_STATUS_CHOICES,
  doneMessage,
  reasonLabel,
} from '../src/comments/moderation';

describe('the moderation queue', () => {
  it('offers the statuses the API filters by, a published comment called approved', () => {
    expect(COMMENT_STATUS_CHOICES).toEqual([
      { id: 'pending_approval', name: 'Held for approval' },
      { id: 'published', name: 'Approved' },
      { id: 'rejected', name: 'Rejected' },
    ]);
  });

  it.each([
    ['pending_approval', ['approve', 'reject']],
    ['published', ['reject']],
    ['rejected', ['approve']],
    [undefined, ['approve', 'reject']],
  ])('offers a %s comment %j', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });

  it("names the server's reasons in a moderator's words, and unknown ones as given", () => {
    expect(reasonLabel('links')).toBe('Contains links');
    expect(reasonLabel('shouting')).toBe('Mostly capitals');
    expect(reasonLabel('new rule')).toBe('new rule');
  });

  it('sends the selected ids as numbers with the action', () => {
    expect(bulkBody(['4', 7, 'x', 0], 'reject')).toEqual({ ids: [4, 7], action: 'reject' });
  });

  it('tells how many comments were moderated and how many were gone', () => {
    expect(doneMessage('approve')).toBe('1 comment approved');
    expect(bulkMessage('reject', { ids: [1, 2], notFound: [] })).toBe('2 comments rejected');
    expect(bulkMessage('approve', { ids: [1], notFound: [9] })).toBe(
      '1 comment approved; 1 no longer exists',
    );
    expect(bulkMessage('approve', { ids: [], notFound: [8, 9] })).toBe(
      '0 comments approved; 2 no longer exist',
    );
  });
});
