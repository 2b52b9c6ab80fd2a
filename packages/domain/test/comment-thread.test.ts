import {
  MAX_REPLY_DEPTH,
  canReplyAt,
  countThread,
  nestComments,
} from '@cloud-consulting/domain/comment-thread';

const row = (Id: number, ParentId: number | null) => ({ Id, ParentId, Content: `c${Id}` });

describe('nestComments', () => {
  it('puts replies under their top-level comment, in the order given', () => {
    const thread = nestComments([row(1, null), row(2, 1), row(3, null), row(4, 1)]);
    expect(thread.map((c) => c.Id)).toEqual([1, 3]);
    expect(thread[0].Replies.map((c) => c.Id)).toEqual([2, 4]);
    expect(thread[1].Replies).toEqual([]);
  });

  it('leaves out a reply to a reply at the default depth of one level', () => {
    expect(MAX_REPLY_DEPTH).toBe(1);
    const thread = nestComments([row(1, null), row(2, 1), row(3, 2)]);
    expect(countThread(thread)).toBe(2);
    expect(thread[0].Replies[0].Replies).toEqual([]);
  });

  it('nests a second level when the depth allows two, even when a reply comes first', () => {
    const thread = nestComments([row(3, 2), row(2, 1), row(1, null)], 2);
    expect(thread[0].Replies[0].Id).toBe(2);
    expect(thread[0].Replies[0].Replies[0].Id).toBe(3);
    expect(countThread(thread)).toBe(3);
  });

  it('leaves out a reply whose parent is missing', () => {
    expect(countThread(nestComments([row(1, null), row(5, 99)]))).toBe(1);
  });
});

describe('canReplyAt', () => {
  it.each([
    [0, 1, true],
    [1, 1, false],
    [1, 2, true],
    [2, 2, false],
  ])('depth %i with a maximum of %i: %s', (depth, max, expected) => {
    expect(canReplyAt(depth, max)).toBe(expected);
  });

  it('follows MAX_REPLY_DEPTH by default', () => {
    expect(canReplyAt(MAX_REPLY_DEPTH - 1)).toBe(true);
    expect(canReplyAt(MAX_REPLY_DEPTH)).toBe(false);
  });
});
