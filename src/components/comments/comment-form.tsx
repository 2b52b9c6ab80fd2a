/**
 * The comment (or reply) form: content with a live 'N / 500 words' counter that blocks posting
 * past the limit, a soft 'Needs review' hint, and for guests a required name and an optional
 * email. It carries the provider's invisible signed form token and an empty honeypot field; there
 * is no arithmetic check for comments. A content-validation refusal is shown
 * for 10 s with the community guidelines and the text is kept.
 */
import { joiResolver } from '@hookform/resolvers/joi';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  COMMENT_GUIDELINE_NOTICE_MS,
  COMMENT_PENDING_TOAST_MS,
} from '@cloud-consulting/domain/constants';
import {
  COMMENT_MESSAGES,
  commentPostedMessage,
  commentSchema,
  commentWordCounter,
  needsReview,
  type CommentValues,
} from '@cloud-consulting/domain/forms/comment';
import { maxLengthOf } from '@cloud-consulting/domain/forms/shared';
import { HONEYPOT_FIELD } from '@cloud-consulting/domain/human-check';
import { displayServerMessage } from '@cloud-consulting/domain/text';
import { ApiError } from '../../services/api-client';
import { useCarriedDefaults } from '../../ui/carried-input';
import { useBlogApi, type CommentPosted } from '../../services/blog-api';
import type { Visitor } from '../../services/use-visitor';
import { useToast } from '../../services/toast-context';

/** What a reader without scripts reads where the comment button would be. */
export const COMMENTS_NEED_SCRIPTS =
  'Posting a comment needs JavaScript. Please turn it on to join the conversation.';

export const COMMENT_GUIDELINES =
  'Please keep comments respectful and on topic, following our community guidelines: no abuse, ' +
  'threats, profanity or advertising.';

export interface PostedComment {
  response: CommentPosted;
  values: CommentValues;
}

interface FormValues extends CommentValues {
  content: string;
  authorName: string;
  authorEmail: string;
}

export function CommentForm({
  postId,
  visitor,
  parentId = null,
  onPosted,
  onCancel,
  focusOnMount = false,
}: {
  postId: number;
  visitor: Visitor;
  parentId?: number | null;
  onPosted(posted: PostedComment): void;
  onCancel?(): void;
  /** Move focus into the text box when shown (a reply box opened on request). */
  focusOnMount?: boolean;
}) {
  const blog = useBlogApi();
  const { toast } = useToast();
  const ids = useId();
  const isUser = visitor.userId !== null;
  const [formToken, setFormToken] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [rejection, setRejection] = useState<string | null>(null);

  const loadToken = useCallback(() => {
    blog.humanCheck
      .formToken()
      .then(setFormToken)
      .catch(() => setFormToken(null));
  }, [blog]);
  useEffect(loadToken, [loadToken]);

  useEffect(() => {
    if (!rejection) return undefined;
    const timer = setTimeout(() => setRejection(null), COMMENT_GUIDELINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [rejection]);

  const empty = { content: '', authorName: '', authorEmail: '' };
  const carried = useCarriedDefaults(empty);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: joiResolver(commentSchema, { abortEarly: false, allowUnknown: true }),
    defaultValues: {
      // What was typed into the built comment form before its script took over (replies are
      // never built).
      ...(parentId ? empty : carried),
      parentId,
      userId: visitor.userId,
      guestId: visitor.guestId,
    },
  });
  const textBox = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (focusOnMount) textBox.current?.focus();
  }, [focusOnMount]);
  const { ref: contentRef, ...contentField } = register('content');
  const content = useWatch({ control, name: 'content' }) ?? '';
  const counter = commentWordCounter(content);
  const review = needsReview(content);

  const submit = handleSubmit(async (values) => {
    const input: CommentValues = {
      content: values.content.trim(),
      authorName: isUser ? undefined : values.authorName.trim(),
      authorEmail: isUser ? undefined : values.authorEmail.trim() || undefined,
      parentId,
      userId: visitor.userId,
      guestId: visitor.userId === null ? visitor.guestId : null,
    };
    try {
      const response = await blog.comments.add(postId, input, { formToken, honeypot });
      const pending = response?.status === 'pending_approval';
      toast({
        title: commentPostedMessage(response?.status),
        variant: 'success',
        durationMs: pending ? COMMENT_PENDING_TOAST_MS : undefined,
      });
      reset({
        ...values,
        content: '',
        authorName: values.authorName,
        authorEmail: values.authorEmail,
      });
      setRejection(null);
      onPosted({ response, values: input });
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { error?: unknown } | null) : null;
      if (body?.error === COMMENT_MESSAGES.contentValidationFailed) {
        setRejection(
          displayServerMessage(
            error instanceof ApiError ? (error.body as { message?: unknown }).message : null,
            COMMENT_MESSAGES.inappropriate,
          ),
        );
      } else {
        // The text stays in the form so nothing typed is lost; the message says what happened.
        toast({
          title: displayServerMessage(
            error instanceof ApiError ? error.serverMessage : null,
            COMMENT_MESSAGES.postFailed,
          ),
          variant: 'error',
        });
      }
    } finally {
      // Each token is single use.
      loadToken();
    }
  });

  const fieldError = (message?: string) =>
    message ? (
      <p role="alert" sx={{ color: 'danger', fontSize: 1, mt: 1, mb: 0 }}>
        {message}
      </p>
    ) : null;

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={parentId ? 'Reply' : 'Leave a comment'}
      data-testid={parentId ? 'reply-form' : 'comment-form'}
      sx={{ display: 'grid', gap: 3, my: 3 }}
    >
      {isUser ? (
        <p sx={{ color: 'mutedText', fontSize: 1, m: 0 }}>{COMMENT_MESSAGES.registeredUser}</p>
      ) : (
        <div sx={{ display: 'grid', gap: 3, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
          <div>
            <label htmlFor={`${ids}-name`} sx={{ variant: 'forms.label' }}>
              Name *
            </label>
            <input
              id={`${ids}-name`}
              autoComplete="name"
              maxLength={maxLengthOf(commentSchema, 'authorName')}
              aria-invalid={Boolean(errors.authorName)}
              sx={{ variant: 'forms.input' }}
              {...register('authorName')}
            />
            {fieldError(errors.authorName?.message)}
          </div>
          <div>
            <label htmlFor={`${ids}-email`} sx={{ variant: 'forms.label' }}>
              Email (optional)
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              maxLength={maxLengthOf(commentSchema, 'authorEmail')}
              aria-invalid={Boolean(errors.authorEmail)}
              sx={{ variant: 'forms.input' }}
              {...register('authorEmail')}
            />
            {fieldError(errors.authorEmail?.message)}
          </div>
        </div>
      )}
      <div>
        <label htmlFor={`${ids}-content`} sx={{ variant: 'forms.label' }}>
          {parentId ? 'Your reply' : 'Your comment'}
        </label>
        <textarea
          id={`${ids}-content`}
          rows={parentId ? 3 : 5}
          maxLength={maxLengthOf(commentSchema, 'content')}
          aria-invalid={Boolean(errors.content) || counter.exceeded}
          aria-describedby={`${ids}-counter`}
          sx={{ variant: 'forms.input', fontFamily: 'body', resize: 'vertical' }}
          ref={(node) => {
            contentRef(node);
            textBox.current = node;
          }}
          {...contentField}
        />
        <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, fontSize: 1, mt: 1 }}>
          <span id={`${ids}-counter`} sx={{ color: counter.exceeded ? 'danger' : 'mutedText' }}>
            {counter.label}
            {counter.warning && <strong sx={{ ml: 2 }}>{counter.warning}</strong>}
          </span>
          {review && (
            <span data-testid="needs-review" sx={{ color: 'danger' }}>
              {COMMENT_MESSAGES.needsReview}
            </span>
          )}
        </div>
        {fieldError(errors.content?.message)}
      </div>
      {/* Left empty by people; bots that fill every field are refused by the provider. */}
      <div
        aria-hidden="true"
        sx={{ position: 'absolute', left: '-10000px', height: 0, overflow: 'hidden' }}
      >
        <label htmlFor={`${ids}-hp`}>Leave this field empty</label>
        <input
          id={`${ids}-hp`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      {rejection && (
        <div
          role="alert"
          data-testid="comment-rejected"
          sx={{ p: 3, bg: 'muted', borderLeft: '4px solid', borderColor: 'danger' }}
        >
          <strong sx={{ display: 'block', color: 'danger' }}>{rejection}</strong>
          <span sx={{ fontSize: 1 }}>{COMMENT_GUIDELINES}</span>
        </div>
      )}
      {/* Posting a comment needs scripts (its form token and guest session): said, not hidden. */}
      <noscript>
        <p sx={{ m: 0 }}>{COMMENTS_NEED_SCRIPTS}</p>
      </noscript>
      <div sx={{ display: 'flex', gap: 2 }}>
        <button
          data-comment-submit=""
          type="submit"
          disabled={isSubmitting || counter.exceeded}
          sx={{ variant: 'buttons.primary' }}
        >
          {isSubmitting ? 'Posting...' : parentId ? 'Post Reply' : 'Post Comment'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} sx={{ variant: 'buttons.secondary' }}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
