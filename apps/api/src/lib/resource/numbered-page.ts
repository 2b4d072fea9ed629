/** How a list asks for a page by number: its number and size, or every record (`records=all`, a form's select). */
export interface NumberedPaging {
  page: number;
  per_page: number;
  records?: string;
}

/** Reads one page of a list by number, or every record, and answers it as the list's page does. */
export async function numberedPage<Row, Item>(
  paging: NumberedPaging,
  list: {
    select: (window: { limit?: number; offset?: number }) => Promise<Row[]>;
    count: () => Promise<number>;
    present: (row: Row) => Item | Promise<Item>;
  },
) {
  const all = paging.records === 'all';
  const [rows, total] = await Promise.all([
    list.select(all ? {} : { limit: paging.per_page, offset: (paging.page - 1) * paging.per_page }),
    list.count(),
  ]);
  return {
    items: await Promise.all(rows.map(list.present)),
    total,
    page: all ? 1 : paging.page,
    per_page: all ? total : paging.per_page,
  };
}
