-- An address a mail service reported as bounced or complained about is never mailed again;
-- its subscription status stays what it was, for the admin list.
ALTER TABLE newsletter_subscribers ADD COLUMN undeliverable text
  CHECK (undeliverable IN ('bounced', 'complained'));
ALTER TABLE newsletter_subscribers ADD COLUMN undeliverable_at timestamptz;

-- A send of one post to the verified subscribers. It waits (scheduled) until send_at, or, with
-- no send_at, until the post is live; then one delivery row per verified subscriber is written
-- in one transaction with the rendered mail (sending), and it is done once no delivery waits.
-- A post is sent at most once: a second send of it is refused while one exists (cancelled
-- ones aside).
CREATE TABLE newsletter_sends (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'sending', 'done', 'cancelled')),
  send_at timestamptz,
  subject text,
  html text,
  text text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  queued_at timestamptz,
  finished_at timestamptz
);
CREATE UNIQUE INDEX newsletter_sends_post_idx ON newsletter_sends (post_id)
  WHERE status <> 'cancelled';
CREATE INDEX newsletter_sends_waiting_idx ON newsletter_sends (send_at) WHERE status = 'scheduled';

-- One row per subscriber of a send: queued, then sending while one worker holds it, then sent,
-- failed (permanent SMTP refusal, out of attempts, or interrupted mid-attempt) or skipped (the
-- subscriber unsubscribed or bounced before their turn). Erasing a subscriber erases its rows.
CREATE TABLE newsletter_deliveries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  send_id integer NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
  subscriber_id integer NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  UNIQUE (send_id, subscriber_id)
);
CREATE INDEX newsletter_deliveries_due_idx ON newsletter_deliveries (next_attempt_at, id)
  WHERE status = 'queued';
-- Claims of the last second (the rate across replicas), and attempts left mid-way.
CREATE INDEX newsletter_deliveries_claimed_idx ON newsletter_deliveries (claimed_at);
