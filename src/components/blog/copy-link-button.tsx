/** Copies an article's address; 'Copied!' for 2 s confirms it. */
import { useEffect, useState } from 'react';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { CODE_COPY_CONFIRMATION_MS } from '@cloud-consulting/domain/constants';

/** Absolute address of a site path in the browser (as is when already absolute). */
export function absoluteUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).toString();
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyLinkButton({
  url,
  label = 'Copy link',
  onCopied,
}: {
  url: string;
  label?: string;
  onCopied?(): void;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), CODE_COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={copied ? BLOG_MESSAGES.copied : label}
      onClick={async () => {
        if (await copyText(absoluteUrl(url))) {
          setCopied(true);
          onCopied?.();
        }
      }}
      sx={{ variant: 'buttons.ghost', px: 3, py: 2 }}
    >
      <span aria-live="polite">{copied ? BLOG_MESSAGES.copied : label}</span>
    </button>
  );
}
