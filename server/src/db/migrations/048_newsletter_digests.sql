-- A newsletter send is of one post (kind 'post', as before) or a digest (kind 'digest') of the
-- posts that went live since the last send that went out: post_ids lists them, in the mail's
-- order, and covers_until is the end of the window it took (the next digest starts there). Both
-- kinds share the delivery rows and the sender. One digest waits or sends at a time.
ALTER TABLE newsletter_sends ALTER COLUMN post_id DROP NOT NULL;
ALTER TABLE newsletter_sends
  ADD COLUMN kind text NOT NULL DEFAULT 'post' CHECK (kind IN ('post', 'digest')),
  ADD COLUMN post_ids integer[],
  ADD COLUMN covers_from timestamptz,
  ADD COLUMN covers_until timestamptz,
  ADD CONSTRAINT newsletter_sends_kind_fields CHECK (
    (kind = 'post' AND post_id IS NOT NULL AND post_ids IS NULL)
    OR (kind = 'digest' AND post_id IS NULL AND cardinality(post_ids) > 0
      AND covers_until IS NOT NULL AND send_at IS NOT NULL));
CREATE UNIQUE INDEX newsletter_sends_open_digest_idx ON newsletter_sends (kind)
  WHERE kind = 'digest' AND status IN ('scheduled', 'sending');
