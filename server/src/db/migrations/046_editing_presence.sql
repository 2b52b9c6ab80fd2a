-- Who has which record open in the editor app (working side by side): one row per session and
-- record, its last heartbeat in seen_at. Kept in the database so every replica sees the same
-- people; a row older than the expiry (packages/domain/src/editing-presence.ts) no longer counts
-- and is removed by the next heartbeat on any record. Signing out removes the session's rows.
CREATE TABLE editing_presence (
  resource text NOT NULL,
  record_id text NOT NULL,
  session_id text NOT NULL REFERENCES admin_sessions (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (resource, record_id, session_id)
);
CREATE INDEX editing_presence_seen ON editing_presence (seen_at);
