-- Site settings: one JSON object of the keys the spec lists (SiteName, SiteUrl, analytics and
-- consent switches, linkedin URL under any of its spellings). One row, id 1.
CREATE TABLE site_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
