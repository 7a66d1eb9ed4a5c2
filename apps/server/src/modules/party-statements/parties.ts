import type { TStatementParty } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

type TPartyRow = {
  id: string;
  number: string;
  name: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

function toParty(row: TPartyRow): TStatementParty {
  const cityLine = [row.city, [row.state, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    address_lines: [row.address, cityLine].filter((line): line is string => Boolean(line)),
    email: row.email,
  };
}

/** The customers (or vendors) of `ids` as a statement addresses them, by id. */
export async function loadParties(
  tx: Db,
  organizationId: string,
  side: 'customer' | 'vendor',
  ids: readonly string[],
): Promise<Map<string, TStatementParty>> {
  if (ids.length === 0) return new Map();
  const table = side === 'customer' ? sql`customers` : sql`vendors`;
  const number = side === 'customer' ? sql`customer_number` : sql`vendor_number`;
  const rows = rowsOf<TPartyRow>(
    await tx.execute(sql`
      select id, ${number} as number, name, email, address, city, state, zip
      from ${table}
      where organization_id = ${organizationId}
        and id in (select unnest(${`{${ids.join(',')}}`}::uuid[]))`),
  );
  return new Map(rows.map((row) => [row.id, toParty(row)]));
}

/** 'Owner Inc (C-001)', or null when there is no such party in the company. */
export async function partyLabel(
  tx: Db,
  organizationId: string,
  side: 'customer' | 'vendor',
  id: string | undefined,
): Promise<string | null> {
  if (!id) return null;
  const party = (await loadParties(tx, organizationId, side, [id])).get(id);
  return party ? `${party.name} (${party.number})` : null;
}

/** 'J-26-001 Main Street', or null when there is no such job in the company. */
export async function jobLabel(
  tx: Db,
  organizationId: string,
  id: string | undefined,
): Promise<string | null> {
  if (!id) return null;
  const [row] = rowsOf<{ label: string }>(
    await tx.execute(sql`
      select project_number || ' ' || project_name as label from projects
      where organization_id = ${organizationId} and id = ${id}`),
  );
  return row?.label ?? null;
}
