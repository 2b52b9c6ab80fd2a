-- Password reset links an owner mails to a person: token_hash is the SHA-256 of the mailed
-- token, used_at makes it single use, and expires_at makes it short-lived.
CREATE TABLE admin_password_resets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  requested_by integer REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX admin_password_resets_person ON admin_password_resets (person_id);

-- An owner may take back an invitation before it is accepted: its link stops working.
ALTER TABLE admin_invitations ADD COLUMN revoked_at timestamptz;
