-- Leads a sales person can act on: each row says who sent it (name, email, phone, company),
-- what it is about (the product's id and its name) and which form it came from (source, never
-- null), and a demo's time is one instant (preferred_at) with the visitor's IANA zone
-- (time_zone). The shared rules' LEAD_SOURCES name the sources; the fill below repeats them
-- for the rows stored before.
ALTER TABLE leads ADD COLUMN phone text;
ALTER TABLE leads ADD COLUMN company text;
ALTER TABLE leads ADD COLUMN product_id integer;
ALTER TABLE leads ADD COLUMN product_name text;
ALTER TABLE leads ADD COLUMN preferred_at timestamptz;
ALTER TABLE leads ADD COLUMN time_zone text;

-- Who: the form's own fields, or for a demo its customer (the demo step sends no contact).
UPDATE leads
SET company = NULLIF(COALESCE(payload ->> 'companyName', payload ->> 'company'), ''),
    phone = NULLIF(payload ->> 'phone', '')
WHERE kind <> 'product_demo';
UPDATE leads
SET name = customers.name, email = customers.email, company = customers.company_name,
    phone = customers.phone
FROM customers
WHERE leads.kind = 'product_demo' AND customers.id = leads.customer_id;

-- What: the product the demo or inquiry names, with its name.
UPDATE leads SET product_id = (payload ->> 'productId')::integer
WHERE kind = 'product_demo' AND payload ->> 'productId' ~ '^[0-9]{1,9}$';
UPDATE leads SET product_id = (payload ->> 'interestedProductId')::integer
WHERE kind = 'product_inquiry' AND payload ->> 'interestedProductId' ~ '^[0-9]{1,9}$';
UPDATE leads SET product_name = products.name
FROM products
WHERE products.id = leads.product_id;
UPDATE leads SET payload = payload || jsonb_build_object('productName', product_name)
WHERE product_name IS NOT NULL;

-- When: a demo's day, 'hh:mm AM' and zone as one instant, where the zone is a real one (older
-- rows could carry free text there).
UPDATE leads
SET time_zone = payload ->> 'timeZone',
    preferred_at = ((payload ->> 'preferredDate') || ' ' || (payload ->> 'preferredTime'))::timestamp
      AT TIME ZONE (payload ->> 'timeZone')
WHERE kind = 'product_demo'
  AND payload ->> 'preferredDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
  AND payload ->> 'preferredTime' ~ '^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$'
  AND payload ->> 'timeZone' IN (SELECT name FROM pg_timezone_names);

-- Where from: every lead has a source.
UPDATE leads
SET source = CASE kind
  WHEN 'customer_request' THEN 'ContactUs Page'
  WHEN 'product_demo' THEN 'Product Demo Form'
  WHEN 'product_inquiry' THEN 'Product Inquiry Form'
  WHEN 'training_request' THEN 'Corporate Training Form'
  ELSE 'Feedback Widget'
END
WHERE source IS NULL OR btrim(source) = '';
ALTER TABLE leads ALTER COLUMN source SET NOT NULL;

-- A demo lead's customer request is the one stored with the same customer.
CREATE INDEX leads_customer_idx ON leads (customer_id) WHERE customer_id IS NOT NULL;
