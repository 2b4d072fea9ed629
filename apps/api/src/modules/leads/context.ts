import type { FastifyInstance } from 'fastify';
import { and, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LEAD_NAMESPACE, type LeadKind, type Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { ownedByScope } from '../../lib/scope.ts';

/** The app as lead services use it (advertisement refs need what the advertisements module needs). */
export type App = FastifyInstance;

export const namespaceOf = (kind: LeadKind) => LEAD_NAMESPACE[kind];

/**
 * Row scope of DESIGN §4 for leads of one kind: a query lead belongs to the dealer whose ad it is about, so a
 * DEALER sees its own, a REPRESENTATIVE its dealers', an ADMIN all. FAQ and contact leads are about no dealer:
 * whoever holds the inbox's privilege sees them all (a DEALER holds none by default).
 */
export function leadScope(db: Database, kind: LeadKind, actor: { id: string | SQLWrapper; role: Role }): SQL {
  const ofKind = eq(leads.kind, kind);
  if (kind !== 'query') return ofKind;
  return and(ofKind, ownedByScope(db, actor, leads.dealerId))!;
}
