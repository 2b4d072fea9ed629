import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared-by-shape.ts';
import { advertisements as ad } from '../../db/schema/index.ts';
import { boundKeyValues } from '../../lib/keyset.ts';
import { anchorWalkQuery, type AnchorWalk } from '../../lib/page-anchors.ts';
import { describeWhere, keysetOf, whereOf, type ListRequest, type WhereShape } from './list-statements.ts';

/** What a walk for anchors is built from; its values are bound separately. */
interface AnchorWalkShape {
  where: WhereShape;
  sort: ListRequest['sort']['field'];
  descending: boolean;
  fromAnchor: boolean;
}

const preparedWalk = preparedByShape((db, shape: AnchorWalkShape) =>
  anchorWalkQuery(
    keysetOf({ field: shape.sort, descending: shape.descending }),
    { db, from: ad, where: whereOf(db, shape.where) },
    shape.fromAnchor,
  ).prepare(''),
);

/**
 * A list's name among the anchors (its filters, scope and order: what decides the rows' positions) and the walk
 * that finds them (lib/page-anchors.ts), for pages by number deep in it.
 */
export function anchorWalkOf(db: Database, request: ListRequest): { list: string; walk: AnchorWalk } {
  const where = describeWhere(request.audience, request.filters);
  const walk: AnchorWalk = async (from, upTo, step) => {
    const start = from?.position ?? 0;
    const rows = await preparedWalk(db, {
      where: where.shape,
      sort: request.sort.field,
      descending: request.sort.descending,
      fromAnchor: from !== null,
    }).execute({
      ...where.values,
      ...(from ? boundKeyValues(from.values) : {}),
      limit: upTo - start + 1,
      step,
    });
    return rows.map((row) => ({ position: start + Number(row.n) - 1, values: row.key }));
  };
  return { list: JSON.stringify([where.shape, where.values, request.sort.key]), walk };
}
