import { PENDING_COMMENT_DISPLAY_MS } from '@cloud-consulting/domain/constants';
import {
  PENDING_COMMENTS_MAX,
  addPendingComment,
  parsePendingComments,
  pendingForPost,
  type StoredPendingComment,
} from '@cloud-consulting/domain/pending-comments';

const now = Date.UTC(2026, 10, 28, 10, 0, 0);
const comment = (Id: number) => ({ Id, Content: `comment ${Id}` });
type C = ReturnType<typeof comment>;

describe('pending comments', () => {
  it('keeps a comment for 300 s from posting, then leaves it out', () => {
    const list = addPendingComment<C>([], { postId: 7, parentId: null, comment: comment(1) }, now);
    expect(list).toEqual([
      { postId: 7, parentId: null, comment: comment(1), until: now + PENDING_COMMENT_DISPLAY_MS },
    ]);
    const raw = JSON.stringify(list);
    expect(parsePendingComments<C>(raw, now + 10_000)).toHaveLength(1);
    expect(parsePendingComments<C>(raw, now + PENDING_COMMENT_DISPLAY_MS - 1)).toHaveLength(1);
    expect(parsePendingComments<C>(raw, now + PENDING_COMMENT_DISPLAY_MS)).toEqual([]);
  });

  it.each([
    ['nothing', ''],
    ['not JSON', '{oops'],
    ['not a list', '{"postId":1}'],
    ['entries without a post', '[{"parentId":null,"until":9e15,"comment":{}}]'],
    ['a time beyond 300 s from now (a changed clock or a forged entry)', 'forged'],
  ])('reads %s as no pending comment', (_name, raw) => {
    const forged: StoredPendingComment<C>[] = [
      {
        postId: 1,
        parentId: null,
        until: now + PENDING_COMMENT_DISPLAY_MS * 10,
        comment: comment(1),
      },
    ];
    expect(parsePendingComments<C>(raw === 'forged' ? JSON.stringify(forged) : raw, now)).toEqual(
      [],
    );
  });

  it('drops expired entries when one is added, and keeps at most the last 50', () => {
    let list: StoredPendingComment<C>[] = [
      { postId: 1, parentId: null, until: now - 1, comment: comment(0) },
    ];
    for (let i = 1; i <= PENDING_COMMENTS_MAX + 5; i += 1) {
      list = addPendingComment(list, { postId: 1, parentId: null, comment: comment(i) }, now);
    }
    expect(list).toHaveLength(PENDING_COMMENTS_MAX);
    expect(list[0]!.comment.Id).toBe(6);
  });

  it("shows a post's own pending comments that the published thread does not hold yet", () => {
    const list: StoredPendingComment<C>[] = [
      { postId: 1, parentId: null, until: now + 1000, comment: comment(1) },
      { postId: 1, parentId: 4, until: now + 1000, comment: comment(2) },
      { postId: 2, parentId: null, until: now + 1000, comment: comment(3) },
      { postId: 1, parentId: null, until: now - 1, comment: comment(5) },
    ];
    expect(pendingForPost(list, 1, new Set([2]), now).map((e) => e.comment.Id)).toEqual([1]);
  });
});
