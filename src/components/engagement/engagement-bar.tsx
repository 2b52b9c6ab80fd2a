/**
 * Likes, bookmarks, comments, views and shares of a post. Like and bookmark look disabled without
 * cookie consent or a user, and a press then explains why (a toast saying consent is needed) instead of doing
 * nothing. Sharing opens the professional network's share page in a new tab and records it; the
 * copy-link button records a share too.
 */
import type { ReactNode } from 'react';
import { countWord } from '@cloud-consulting/domain/blog';
import { useEngagement } from '../../services/use-engagement';
import type { Visitor } from '../../services/use-visitor';
import { CopyLinkButton } from '../blog/copy-link-button';

/** The professional network's share page for a URL. */
export const linkedInShareUrl = (url: string): string =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;

/** A count and its word, singular for one: '1 view', '3 views'. */
function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <span sx={{ color: 'mutedText', fontSize: 1 }}>
      <strong data-testid={testId} sx={{ color: 'text' }}>
        {value}
      </strong>{' '}
      {countWord(value, label)}
    </span>
  );
}

function ToggleButton({
  pressed,
  disabled,
  onClick,
  children,
  testId,
  title,
}: {
  pressed: boolean;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
  testId: string;
  title?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      title={title}
      data-testid={testId}
      onClick={onClick}
      sx={{
        variant: 'buttons.ghost',
        px: 3,
        py: 2,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        bg: pressed ? 'highlight' : 'transparent',
        borderColor: pressed ? 'primary' : 'border',
        opacity: disabled ? 0.6 : 1,
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      {children}
    </button>
  );
}

export function EngagementBar({
  postId,
  visitor,
  pageUrl,
}: {
  postId: number;
  visitor: Visitor;
  pageUrl: string;
}) {
  const { stats, like, bookmark, share } = useEngagement(postId, visitor);
  const locked = !visitor.canEngage;
  const currentUrl = () => (typeof window !== 'undefined' ? window.location.href : pageUrl);

  return (
    <div
      role="group"
      aria-label="Engagement"
      data-testid="engagement-bar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 3,
        py: 3,
        my: 4,
        borderTop: '1px solid',
        borderBottom: '1px solid',
        borderColor: 'border',
      }}
    >
      <ToggleButton
        pressed={stats.userLiked}
        disabled={locked}
        onClick={() => void like()}
        testId="like-button"
        title={locked ? 'Accept cookies to like posts' : undefined}
      >
        <span aria-hidden="true">{stats.userLiked ? '♥' : '♡'}</span>
        {stats.userLiked ? 'Liked' : 'Like'}
        <span data-testid="like-count">{stats.likes}</span>
      </ToggleButton>
      <ToggleButton
        pressed={stats.userBookmarked}
        disabled={locked}
        onClick={() => void bookmark()}
        testId="bookmark-button"
        title={locked ? 'Accept cookies to bookmark posts' : undefined}
      >
        <span aria-hidden="true">{stats.userBookmarked ? '★' : '☆'}</span>
        {stats.userBookmarked ? 'Bookmarked' : 'Bookmark'}
        <span data-testid="bookmark-count">{stats.bookmarks}</span>
      </ToggleButton>
      <Count label="comment" value={stats.comments} testId="comment-count" />
      <Count label="view" value={stats.views} testId="view-count" />
      <Count label="share" value={stats.shares} testId="share-count" />
      <span sx={{ display: 'inline-flex', gap: 2, ml: [0, 'auto'] }}>
        <a
          href={linkedInShareUrl(pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            window.open(linkedInShareUrl(currentUrl()), '_blank', 'noopener,noreferrer');
            void share('linkedin');
          }}
          sx={{ variant: 'buttons.ghost', px: 3, py: 2, textDecoration: 'none' }}
        >
          Share on LinkedIn
        </a>
        <CopyLinkButton url={pageUrl} onCopied={() => void share('copy')} />
      </span>
    </div>
  );
}
