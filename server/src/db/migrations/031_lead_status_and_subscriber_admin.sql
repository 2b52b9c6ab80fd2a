-- The sales team works its leads: each lead has a status (new until someone acts on it; the
-- shared rules' LEAD_STATUSES name them), an owner (a person with an account; removing the
-- person leaves the lead without one), and notes added by the people working it. The submitted
-- fields themselves still never change.
ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
ALTER TABLE leads ADD COLUMN owner_id integer REFERENCES people (id) ON DELETE SET NULL;
CREATE INDEX leads_status_idx ON leads (status, created_at DESC, id DESC);
CREATE INDEX leads_owner_idx ON leads (owner_id) WHERE owner_id IS NOT NULL;

-- author is the actor's name as logs and revisions record it (an email, or "automation"), so a
-- note keeps its author after the person is removed.
CREATE TABLE lead_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  text text NOT NULL,
  author text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at, id);

-- The subscribers list reads newest first, optionally by status.
CREATE INDEX newsletter_subscribers_created_idx
  ON newsletter_subscribers (created_at DESC, id DESC);
CREATE INDEX newsletter_subscribers_status_idx
  ON newsletter_subscribers (status, created_at DESC, id DESC);
