-- Rebuild requests: every change of published content records one row in the transaction that
-- makes it (triggers below, so no repository can forget), and the rebuild notifier delivers
-- them from here as one signed webhook per burst. A crash inside the coalescing window loses
-- nothing: the next process, or another replica, finds the rows and sends them.
CREATE TABLE rebuild_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What changed: { table, operation, id } from a trigger, { resource, method, id } from the API.
  change jsonb NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- One row: the delivery state shared by every replica. lease_until is held by the replica
-- sending right now (so two replicas never send the same burst twice); attempts and
-- next_attempt_at carry the backoff of failed calls across replicas and restarts.
CREATE TABLE rebuild_delivery (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  lease_until timestamptz,
  lease_owner text
);
INSERT INTO rebuild_delivery DEFAULT VALUES;

-- Seeding an empty database (which holds advisory lock 724311 in its transaction, see
-- src/db/seed.ts) records nothing: the seed is the content/ folder a first build reads anyway.
CREATE FUNCTION record_rebuild_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
             AND classid = 0 AND objid = 724311 AND objsubid = 1) THEN
    RETURN NULL;
  END IF;
  changed := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  INSERT INTO rebuild_requests (change) VALUES (jsonb_strip_nulls(jsonb_build_object(
    'table', TG_TABLE_NAME,
    'operation', TG_OP,
    'id', COALESCE(changed -> 'id', changed -> 'post_id'))));
  RETURN NULL;
END
$$;

-- Every table a content edit writes: site settings, each content collection, the blog.
CREATE TRIGGER site_settings_rebuild AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER menu_sections_rebuild AFTER INSERT OR UPDATE OR DELETE ON menu_sections
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER page_sections_rebuild AFTER INSERT OR UPDATE OR DELETE ON page_sections
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER page_seo_rebuild AFTER INSERT OR UPDATE OR DELETE ON page_seo
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER faq_items_rebuild AFTER INSERT OR UPDATE OR DELETE ON faq_items
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER technologies_rebuild AFTER INSERT OR UPDATE OR DELETE ON technologies
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER services_rebuild AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER products_rebuild AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER industries_rebuild AFTER INSERT OR UPDATE OR DELETE ON industries
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER core_expertise_rebuild AFTER INSERT OR UPDATE OR DELETE ON core_expertise
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER training_topics_rebuild AFTER INSERT OR UPDATE OR DELETE ON training_topics
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER training_lookups_rebuild AFTER INSERT OR UPDATE OR DELETE ON training_lookups
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER generated_images_rebuild AFTER INSERT OR UPDATE OR DELETE ON generated_images
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER blog_posts_rebuild AFTER INSERT OR UPDATE OR DELETE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER blog_tags_rebuild AFTER INSERT OR UPDATE OR DELETE ON blog_tags
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
CREATE TRIGGER blog_post_tags_rebuild AFTER INSERT OR UPDATE OR DELETE ON blog_post_tags
  FOR EACH ROW EXECUTE FUNCTION record_rebuild_request();
