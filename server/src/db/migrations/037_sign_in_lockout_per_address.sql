-- A sign-in lockout holds per (email, client address): failures from one address lock that
-- address out of the account, not its owner signing in from elsewhere. address_hash is the
-- salted SHA-256 of the client address (request.ipHash); failures recorded before have none.
ALTER TABLE sign_in_failures ADD COLUMN address_hash text NOT NULL DEFAULT '';
DROP INDEX sign_in_failures_email;
CREATE INDEX sign_in_failures_email_address ON sign_in_failures (email, address_hash, failed_at);
