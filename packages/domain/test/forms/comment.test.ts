import {
  COMMENT_MESSAGES as M,
  commentPostedMessage,
  commentSchema,
  commentWordCounter,
  needsReview,
} from '@cloud-consulting/domain/forms/comment';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import { words } from '../fixtures';

const guest = (overrides: Record<string, unknown> = {}) => ({
  content: 'Great article, thanks!',
  authorName: 'Mary Smith',
  authorEmail: '',
  parentId: null,
  guestId: 'g-1',
  ...overrides,
});

describe('comment schema', () => {
  it('accepts a guest comment with a name and no email', () => {
    expect(validateForm(commentSchema, guest()).errors).toBeNull();
  });

  it('lets a registered user post without a name', () => {
    expect(validateForm(commentSchema, { content: 'Nice', userId: 42 }).errors).toBeNull();
  });

  it.each([
    ['content', '', M.contentRequired],
    ['content', '  \n ', M.contentRequired],
    ['content', undefined, M.contentRequired],
    ['content', words(501), M.contentWords],
    ['authorName', '', M.nameRequired],
    ['authorName', undefined, M.nameRequired],
    ['authorName', 'M4ry', M.nameFormat],
    ['authorEmail', 'mary@', M.emailFormat],
  ])('%s = %p gives %p', (field, value, message) => {
    expect(validateForm(commentSchema, guest({ [field]: value })).errors?.[field]).toBe(message);
  });

  it('treats an empty userId as a guest', () => {
    expect(validateForm(commentSchema, { content: 'Hi', userId: '' }).errors).toEqual({
      authorName: M.nameRequired,
    });
  });

  it('trims the guest name and email', () => {
    const { value } = validateForm(
      commentSchema,
      guest({ authorName: ' Mary ', authorEmail: ' m@x.io ' }),
    );
    expect(value).toMatchObject({ authorName: 'Mary', authorEmail: 'm@x.io' });
  });
});

describe('comment helpers', () => {
  it.each([
    ['', { label: '0 / 500 words', exceeded: false, warning: null }],
    [words(500), { label: '500 / 500 words', exceeded: false, warning: null }],
    [words(501), { label: '501 / 500 words', exceeded: true, warning: 'Word limit exceeded' }],
  ])('counts words live', (content, expected) => {
    expect(commentWordCounter(content)).toEqual(expected);
  });

  it.each([
    ['Click here for free money!', true],
    ['I will KILL this bug today', true],
    ['Buy   now, cheap!', true],
    ['kill it', false], // not longer than 10 characters
    ['A skillful explanation of shootings? no: skillful', false],
    ['This post helped me a lot.', false],
  ])('%p needs review: %p', (content, expected) => {
    expect(needsReview(content)).toBe(expected);
  });

  it.each([
    ['pending_approval', M.pending],
    ['published', 'Comment posted successfully!'],
    [undefined, 'Comment posted successfully!'],
  ])('status %p shows %p', (status, message) => {
    expect(commentPostedMessage(status)).toBe(message);
  });
});
