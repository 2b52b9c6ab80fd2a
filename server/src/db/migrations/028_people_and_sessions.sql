-- People of the editorial back end, their sessions, failed sign-ins and invitations. Everything
-- lives in the database so sessions survive restarts and every replica sees the same lockout.
CREATE TABLE people (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Kept as typed; unique whatever its case.
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'moderator', 'sales')),
  -- argon2id, in the PHC string format (it carries its own salt and cost settings).
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  disabled_at timestamptz
);
CREATE UNIQUE INDEX people_email_key ON people (lower(email));

-- id is the SHA-256 of the cookie's random 256-bit token: a copy of the table signs no one in.
CREATE TABLE admin_sessions (
  id text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX admin_sessions_person ON admin_sessions (person_id);
CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at);

-- One row per failed sign-in, by lower-cased email whether or not it has an account.
CREATE TABLE sign_in_failures (
  email text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_email ON sign_in_failures (email, failed_at);

-- token_hash is the SHA-256 of the mailed token; accepted_at makes it single use.
CREATE TABLE admin_invitations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'moderator', 'sales')),
  invited_by integer REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz
);
