import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, newTestDatabaseName, withDatabase } from './test-database.ts';

/**
 * Migration 0016 (one history): a database that still has the old version tables keeps every version as an
 * audit event, in order, and the record history can restore to any of them.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../src/db/migrations');
const name = newTestDatabaseName();
let client: pg.Client;

async function run(file: string) {
  const text = await readFile(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.query(statement);
}

beforeAll(async () => {
  await adminQuery(inject('adminUrl'), `create database ${name}`);
  client = new pg.Client({ connectionString: withDatabase(inject('adminUrl'), name) });
  await client.connect();
  const files = (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files.filter((file) => file < '0016')) await run(file);
});
afterAll(async () => {
  await client.end();
  await adminQuery(inject('adminUrl'), `drop database if exists ${name} with (force)`);
});

describe('migration 0016', () => {
  it('turns versions the trail lacks into events by their own time and person, and drops the old tables', async () => {
    // A group saved three times before its writes were audited, the last save audited; a menu the seed filled.
    await client.query(`insert into users (id, email_address, password_hash, first_name, last_name, role)
      values ('6f1c2a9e-3b7d-4e58-9a10-2c4d5e6f7a8b', 'ayse.demir@coachyard.com', 'x', 'Ayşe', 'Demir', 'ADMIN')`);
    const save = (values: object, minutes: number) =>
      client.query(
        `update settings set values = $1, version = version + 1,
          updated_at = now() + make_interval(mins => $2), updated_by = '6f1c2a9e-3b7d-4e58-9a10-2c4d5e6f7a8b'
          where "group" = 'site'`,
        [JSON.stringify(values), minutes],
      );
    const {
      rows: [site],
    } = await client.query(
      `insert into settings ("group", values) values ('site', '{"name":"Busbörse"}') returning id`,
    );
    await save({ name: 'Coachyard' }, 1);
    await save({ name: 'Coachyard Ltd' }, 2);
    await client.query(
      `insert into audit_events (occurred_at, action, namespace, entity_id, before, after)
        values (now() + interval '2 minutes', 'update', 'settings', $1, '{"values":{"name":"Coachyard"}}', '{"values":{"name":"Coachyard Ltd"}}')`,
      [site.id],
    );
    await client.query(
      `update site_menus set entries = '[{"id":"a","kind":"url","url":"/about","labels":{"en":"About us"},"hidden_in":[],"new_tab":false}]',
        version = version + 1 where key = 'footer'`,
    );

    await run('0016_one_history.sql');

    const events = await client.query(
      `select action, before, after, actor_id, actor_role from audit_events
        where namespace = 'settings' and entity_id = $1 order by occurred_at, id`,
      [site.id],
    );
    expect(events.rows).toEqual([
      expect.objectContaining({ action: 'create', before: null, after: { values: { name: 'Busbörse' } } }),
      expect.objectContaining({
        action: 'update',
        before: { values: { name: 'Busbörse' } },
        after: { values: { name: 'Coachyard' } },
        actor_id: '6f1c2a9e-3b7d-4e58-9a10-2c4d5e6f7a8b',
        actor_role: 'ADMIN',
      }),
      // Already in the trail: not written twice.
      expect.objectContaining({ action: 'update', after: { values: { name: 'Coachyard Ltd' } } }),
    ]);
    const menu = await client.query(
      `select e.action, e.after from audit_events e join site_menus m on e.entity_id = m.id::text
        where e.namespace = 'pages' and m.key = 'footer' order by e.occurred_at, e.id`,
    );
    expect(menu.rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(menu.rows[1].after.entries[0].labels.en).toBe('About us');
    const left = await client.query(
      `select count(*)::int as tables from pg_tables where tablename like '%\\_versions'`,
    );
    expect(left.rows[0].tables).toBe(0);
  });
});
