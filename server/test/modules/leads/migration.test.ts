import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEAD_SOURCES } from '@cloud-consulting/domain/lead-sources';
import { migrate } from '../../../src/db/migrate.js';
import { engine, freshDatabase } from '../../helper.js';

const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/db/migrations',
);
const CONTACTS_AND_INSTANT = '027_lead_contacts_and_demo_instant.sql';

describe(`migration ${CONTACTS_AND_INSTANT} on ${engine}`, () => {
  it('gives rows stored before it their source by kind, contact, product name and demo instant', async (t) => {
    const db = await freshDatabase(t);
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    t.after(() => rm(before, { recursive: true, force: true }));
    for (const file of await readdir(MIGRATIONS)) {
      if (file < CONTACTS_AND_INSTANT)
        await cp(path.join(MIGRATIONS, file), path.join(before, file));
    }
    await migrate(db, before);

    const { rows: products } = await db.query<{ id: number }>(
      `INSERT INTO products (name, description, price) VALUES ('Cloud Cost Optimizer', 'd', '10')
       RETURNING id`,
    );
    const productId = products[0]!.id;
    const { rows: customers } = await db.query<{ id: number }>(
      `INSERT INTO customers (name, email, company_name, phone)
       VALUES ('Sam Lee', 'sam@fabrikam.com', 'Fabrikam', '+15550100') RETURNING id`,
    );
    const customerId = customers[0]!.id;
    const insert = (kind: string, payload: object, customer: number | null = null) =>
      db.query(
        `INSERT INTO leads (kind, customer_id, email, name, source, payload)
         VALUES ($1, $2, NULL, NULL, NULL, $3::text::jsonb)`,
        [kind, customer, JSON.stringify(payload)],
      );
    await insert(
      'product_demo',
      {
        productId,
        preferredDate: '2027-02-09',
        preferredTime: '10:00 AM',
        timeZone: 'America/Chicago',
      },
      customerId,
    );
    await insert(
      'product_demo',
      {
        productId,
        preferredDate: '2027-02-09',
        preferredTime: '02:30 PM',
        timeZone: 'Central Time',
      },
      customerId,
    );
    await insert('product_inquiry', {
      interestedProductId: productId,
      companyName: 'Northwind',
      phone: '+351215550100',
    });
    await insert('training_request', { fullName: 'Lee Chen', company: 'Adatum', phone: '' });
    await insert('customer_request', { companyName: 'Contoso' });

    await migrate(db);
    const { rows } = await db.query<{
      kind: string;
      name: string | null;
      email: string | null;
      phone: string | null;
      company: string | null;
      source: string;
      product_id: number | null;
      product_name: string | null;
      preferred_at: Date | null;
      time_zone: string | null;
      payload: Record<string, unknown>;
    }>('SELECT * FROM leads ORDER BY id');
    const [demo, freeTextZone, inquiry, training, contact] = rows;
    assert.deepEqual(
      rows.map((r) => r.source),
      [
        LEAD_SOURCES.product_demo,
        LEAD_SOURCES.product_demo,
        LEAD_SOURCES.product_inquiry,
        LEAD_SOURCES.training_request,
        LEAD_SOURCES.customer_request,
      ],
    );
    assert.deepEqual(
      [demo!.name, demo!.email, demo!.company, demo!.phone],
      ['Sam Lee', 'sam@fabrikam.com', 'Fabrikam', '+15550100'],
    );
    assert.deepEqual([demo!.product_id, demo!.product_name], [productId, 'Cloud Cost Optimizer']);
    assert.equal(demo!.payload.productName, 'Cloud Cost Optimizer');
    assert.equal(demo!.preferred_at?.toISOString(), '2027-02-09T16:00:00.000Z');
    assert.equal(demo!.time_zone, 'America/Chicago');
    // Free text is no zone: the row keeps its fields and gets no instant.
    assert.equal(freeTextZone!.preferred_at, null);
    assert.equal(freeTextZone!.product_name, 'Cloud Cost Optimizer');
    assert.deepEqual(
      [inquiry!.company, inquiry!.phone, inquiry!.product_name, inquiry!.payload.productName],
      ['Northwind', '+351215550100', 'Cloud Cost Optimizer', 'Cloud Cost Optimizer'],
    );
    assert.deepEqual([training!.company, training!.phone], ['Adatum', null]);
    assert.equal(contact!.company, 'Contoso');

    await assert.rejects(
      db.query(`INSERT INTO leads (kind, payload) VALUES ('feedback', '{}'::jsonb)`),
      /null value|not-null/i,
    );
  });
});
