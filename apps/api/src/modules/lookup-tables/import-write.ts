import { and, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LookupImportResult } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { auditEvents, lookupItems, type LookupItemRow } from '../../db/schema/index.ts';
import { changedFields } from '../../lib/audit.ts';
import { planImport, type ImportIssue } from './import.ts';
import { levelCondition, type Container } from './queries.ts';
import { lookupTextsChanged } from './text-listeners.ts';
import { NAMESPACE } from './writes.ts';

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const CHUNK = 500;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) =>
    rows.slice(index * CHUNK, (index + 1) * CHUNK),
  );

type AuditRow = typeof auditEvents.$inferInsert;

/**
 * CSV import into one level of a table, all or nothing: the level's rows are locked, the whole file
 * is checked, and only a file without issues is written — in this one transaction, with an audit
 * event per created or changed item.
 */
export async function importItems(
  db: Database,
  request: FastifyRequest,
  container: Container,
  csv: string,
): Promise<{ issues: ImportIssue[] } | { result: LookupImportResult }> {
  return db.transaction(async (tx) => {
    const live = and(levelCondition(container), isNull(lookupItems.deletedAt));
    const existing = await tx.select().from(lookupItems).where(live).for('update');
    const plan = planImport(csv, existing, container.lookupTable.richText);
    if (plan.issues.length > 0) return { issues: plan.issues };

    const actor = request.user?.id ?? null;
    const audit = (
      action: 'create' | 'update',
      entityId: string,
      before: LookupItemRow | null,
      after: object,
    ) => {
      const diff = changedFields(before, after as Record<string, unknown>);
      return {
        action,
        namespace: NAMESPACE,
        entityId,
        ...diff,
        actorId: actor,
        actorRole: request.user?.role ?? null,
        requestId: request.id,
        ip: request.ip,
      } satisfies AuditRow;
    };
    const audits: AuditRow[] = [];

    const firstPosition = existing.reduce((highest, row) => Math.max(highest, row.position + 1), 0);
    let position = firstPosition;
    for (const chunk of chunks(plan.creates)) {
      const created = await tx
        .insert(lookupItems)
        .values(
          chunk.map((row) => ({
            collectionId: container.lookupTable.id,
            parentId: container.parent?.id ?? null,
            name: row.name,
            slug: row.slug,
            translations: row.translations,
            isActive: row.isActive,
            isExposable: row.isExposable,
            position: position++,
            createdBy: actor,
            updatedBy: actor,
          })),
        )
        .returning();
      audits.push(...created.map((row) => audit('create', row.id, null, row)));
    }

    for (const chunk of chunks(plan.updates)) {
      const changes = JSON.stringify(
        chunk.map((row) => ({
          id: row.before.id,
          translations: row.translations,
          is_active: row.isActive,
          is_exposable: row.isExposable,
        })),
      );
      await tx.execute(sql`
        update ${lookupItems} as item
           set translations = change.translations, is_active = change.is_active,
               is_exposable = change.is_exposable, version = item.version + 1,
               updated_at = now(), updated_by = ${actor}
          from jsonb_to_recordset(${changes}::jsonb)
            as change(id uuid, translations jsonb, is_active boolean, is_exposable boolean)
         where item.id = change.id`);
      audits.push(
        ...chunk.map((row) =>
          audit('update', row.before.id, row.before, {
            ...row.before,
            translations: row.translations,
            isActive: row.isActive,
            isExposable: row.isExposable,
          }),
        ),
      );
    }

    for (const chunk of chunks(audits)) await tx.insert(auditEvents).values(chunk);
    await lookupTextsChanged(
      tx as unknown as Database,
      plan.updates.map((row) => ({
        before: row.before,
        after: { ...row.before, translations: row.translations },
      })),
    );
    return {
      result: { created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged },
    };
  });
}
