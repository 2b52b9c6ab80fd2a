-- A mail whose body holds a secret link (a newsletter verification) keeps that body only while
-- the link can be used: expires_at is the link's expiry, and the body is cleared once the mail
-- is sent or expires_at has passed. Mails without a secret have no expiry and keep their body.
ALTER TABLE outbox ADD COLUMN expires_at timestamptz;
UPDATE outbox SET expires_at = created_at + interval '7 days'
  WHERE kind = 'newsletter_verification';
CREATE INDEX outbox_expiry_idx ON outbox (expires_at) WHERE expires_at IS NOT NULL;
