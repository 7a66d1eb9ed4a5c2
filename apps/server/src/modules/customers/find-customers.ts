import type { TCustomer, TCustomerListQuery, TCustomerOption, TPage } from '@groundwork/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { lastStatement } from '../../lib/tenant.ts';
import { customerJson } from './customer-json.ts';

/**
 * The list's statements, built once per variant (status filter, search or not) and handle: drizzle
 * then only fills the placeholders on each request instead of building the statement again (about a
 * tenth of the server's work for a list request, measured with bench/request-path.mjs).
 */
function listStatements(tx: Db, status: TCustomerListQuery['status'], hasSearch: boolean) {
  let variants = statementsOf.get(tx);
  if (!variants) {
    variants = new Map();
    statementsOf.set(tx, variants);
  }
  const key = `${status}_${hasSearch ? 'search' : 'all'}`;
  let statements = variants.get(key);
  if (!statements) {
    statements = { where: listWhere(status, hasSearch), key, page: null, count: null };
    variants.set(key, statements);
  }
  return statements;
}

type ListStatements = {
  key: string;
  where: SQL | undefined;
  page: ReturnType<typeof preparePage> | null;
  count: ReturnType<typeof prepareCount> | null;
};
const statementsOf = new WeakMap<Db, Map<string, ListStatements>>();

// The page and the total in one statement: the count is an uncorrelated subquery, run once.
const preparePage = (tx: Db, { where, key }: ListStatements) =>
  tx
    .select({
      customer: customers,
      total: sql<number>`(${tx.select({ n: count() }).from(customers).where(where)})`,
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.customerNumber))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`gw_customers_page_${key}`);

const prepareCount = (tx: Db, { where, key }: ListStatements) =>
  tx.select({ total: count() }).from(customers).where(where).prepare(`gw_customers_count_${key}`);

function pageStatement(tx: Db, status: TCustomerListQuery['status'], hasSearch: boolean) {
  const statements = listStatements(tx, status, hasSearch);
  statements.page ??= preparePage(tx, statements);
  return statements.page;
}

function countStatement(tx: Db, status: TCustomerListQuery['status'], hasSearch: boolean) {
  const statements = listStatements(tx, status, hasSearch);
  statements.count ??= prepareCount(tx, statements);
  return statements.count;
}

function listWhere(status: TCustomerListQuery['status'], hasSearch: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(customers.organizationId, sql.placeholder('organizationId'))];
  if (status !== 'all') conditions.push(eq(customers.isActive, status === 'active'));
  // search_text is number, name, e-mail and city lower-cased (trigram-indexed with the organization).
  if (hasSearch) conditions.push(sql`${customers.searchText} like lower(${sql.placeholder('pattern')})`);
  return and(...conditions);
}

/** A page of the organization's customers, by number; search matches number, name, e-mail or city. */
export async function findCustomers(
  tx: Db,
  caller: TenantCaller,
  query: TCustomerListQuery,
): Promise<TPage<TCustomer>> {
  const values = {
    organizationId: caller.organizationId,
    pattern: query.search ? containsPattern(query.search) : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const statement = pageStatement(tx, query.status, Boolean(query.search));
  // On page 1 an empty page means no match at all, so the page is the request's last statement and
  // goes with the commit; a page past the end has no row to carry the total, and counts on its own.
  const rows =
    query.page === 1
      ? await lastStatement(tx, () => statement.execute(values))
      : await statement.execute(values);
  // A page past the end has no row to carry the total: count on its own then.
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : query.page === 1
        ? 0
        : ((await countStatement(tx, query.status, Boolean(query.search)).execute(values))[0]?.total ?? 0);
  return {
    items: rows.map((r) => customerJson(r.customer)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The job form's dropdown: active customers ordered by customer_number (spec §2 Job Setup). */
export async function findActiveCustomerOptions(tx: Db, caller: TenantCaller): Promise<TCustomerOption[]> {
  const rows = await tx
    .select({ id: customers.id, customer_number: customers.customerNumber, name: customers.name })
    .from(customers)
    .where(and(eq(customers.organizationId, caller.organizationId), eq(customers.isActive, true)))
    .orderBy(asc(customers.customerNumber));
  return rows;
}
