-- A lead notification carries the visitor's address as Reply-To, so sales answers with one click.
ALTER TABLE outbox ADD COLUMN reply_to text;
