-- A claim on an Idempotency-Key is a short lease that its request renews while it works. A
-- request that died (process crash, lost connection) stops renewing, so a retry takes the key
-- over once the lease has run out instead of answering 409 for minutes. owner names the holder,
-- so a request whose lease was taken over can neither finish nor free the key of the new one.
-- A claim without lease_until (made before this migration) holds for a lease from created_at.
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz;
ALTER TABLE idempotency_keys ADD COLUMN owner text;
