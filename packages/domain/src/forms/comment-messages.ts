/**
 * The comment and engagement texts, kept apart from the comment schema so pages that
 * only show them (the engagement bar on every article) do not load the validation library.
 */
export const COMMENT_MESSAGES = {
  contentRequired: 'Comment content is required',
  contentWords: 'Comment exceeds word limit',
  wordLimitExceeded: 'Word limit exceeded',
  nameRequired: 'Name is required for guest comments',
  nameFormat: 'Name format is invalid',
  emailFormat: 'Email format is invalid',
  needsReview: 'Needs review',
  registeredUser: 'Posting as registered user',
  likeNeedsConsent: 'Please accept cookies to like posts',
  bookmarkNeedsConsent: 'Please accept cookies to bookmark posts',
  loadFailed: 'Failed to load comments. Please try again later.',
  inappropriate: 'Your comment contains inappropriate content.',
  postFailed: 'Failed to post comment',
  likeFailed: 'Failed to update like',
  pending: 'Comment submitted! Your comment will be reviewed and published once approved.',
  posted: 'Comment posted successfully!',
  pendingBadge: 'Pending Review',
  contentValidationFailed: 'Content validation failed',
} as const;
