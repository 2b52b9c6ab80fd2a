-- The widths of the resized copies made of an uploaded image (stored beside it as name-480w.jpg):
-- the site's srcset names only these, so it never points at a file that was not made.
ALTER TABLE media_files ADD COLUMN variant_widths integer[] NOT NULL DEFAULT '{}';
