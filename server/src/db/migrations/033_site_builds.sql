-- Site builds as the builder (site server) reports them: one row per build, written when it
-- starts and again when it ends, so editors see the history and the editor app can tell when a
-- save is live. id is the builder's own id of the build (a report may arrive twice).
CREATE TABLE site_builds (
  id text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('running', 'succeeded', 'failed')),
  -- Who or what asked for it: the actors of its changes, "schedule", "rebuild now by ...".
  trigger text NOT NULL,
  -- The newest change it includes (null: no change asked for it, e.g. the builder's start).
  changes_up_to timestamptz,
  requested_at timestamptz NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  duration_ms integer,
  error text
);
CREATE INDEX site_builds_started_idx ON site_builds (started_at DESC);
CREATE INDEX site_builds_changes_idx ON site_builds (changes_up_to);

-- The newest change the webhook has delivered to the builder: with the rows still waiting, it
-- tells which change a build must include before a save made earlier is live.
ALTER TABLE rebuild_delivery ADD COLUMN delivered_up_to timestamptz;
