-- A post's own title and description for search results (the article's <title> and meta
-- description); null means the post's title and excerpt are used. The limits are the shared
-- rules' (seo.ts), checked by the admin API. Adding columns writes no row: nothing to rebuild.
ALTER TABLE blog_posts ADD COLUMN seo_title text, ADD COLUMN seo_description text;
