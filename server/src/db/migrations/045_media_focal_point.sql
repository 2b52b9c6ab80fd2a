-- Where a crop of an image keeps its centre, set by an editor: x from the left and y from the top,
-- each from 0 to 1. The site turns it into object-position on cropped pictures (heroes, covers).
ALTER TABLE media_files
  ADD COLUMN focal_x double precision NOT NULL DEFAULT 0.5 CHECK (focal_x >= 0 AND focal_x <= 1),
  ADD COLUMN focal_y double precision NOT NULL DEFAULT 0.5 CHECK (focal_y >= 0 AND focal_y <= 1);
