-- The audit log: one row per admin action (sign-in, content change, publishing, moderation,
-- people, exports), readable by owners. History: rows are never changed, and a removed person's
-- rows keep their id and email (no foreign key), so the log still says who did what.
CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  -- A person's email, 'automation' for the bearer token, 'anonymous' for a refused sign-in.
  actor text NOT NULL,
  actor_person_id integer,
  action text NOT NULL,
  -- The route's path template, e.g. /admin/api/blog/:id/publish.
  resource text NOT NULL,
  record_id text,
  method text NOT NULL,
  status smallint NOT NULL,
  -- Small: changed field names, a new role, a row count. Never passwords or tokens.
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Salted hash of the caller's address, as everywhere else: raw addresses are never stored.
  ip_hash text
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_action_at ON audit_log (action, at);
