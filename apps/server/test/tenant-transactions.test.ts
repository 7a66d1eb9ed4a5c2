// The tenant transaction's two shortcuts on PostgreSQL's request path, and that neither loses or leaks
// anything: the last statement carrying the commit (`lastStatement`), and a nested `transaction()` on
// the held connection being a savepoint. On PGlite both are plain drizzle, and the same outcomes hold.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import { lastStatement, withTenant } from '../src/lib/tenant.ts';
import { createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@tenant-tx.co', 'Tenant Tx Builders');
});
afterAll(() => t.close());

const caller = () => ({ userId: admin.userId, organizationId: admin.organizationId });
const customer = (number: string) => ({
  organizationId: admin.organizationId,
  customerNumber: number,
  name: `Customer ${number}`,
});

/** What the owner sees, outside any tenant transaction. */
async function storedNumbers(prefix: string): Promise<string[]> {
  const rows = await t.db
    .select({ number: customers.customerNumber })
    .from(customers)
    .where(sql`${customers.customerNumber} like ${`${prefix}%`}`)
    .orderBy(customers.customerNumber);
  return rows.map((r) => r.number);
}

describe('the last statement carries the commit', () => {
  it('commits what the transaction wrote, the last statement included', async () => {
    const names = await withTenant(t.db, caller(), async (tx) => {
      await tx.insert(customers).values(customer('C-LS01'));
      return lastStatement(tx, () =>
        tx.insert(customers).values(customer('C-LS02')).returning({ number: customers.customerNumber }),
      );
    });
    expect(names).toEqual([{ number: 'C-LS02' }]);
    expect(await storedNumbers('C-LS')).toEqual(['C-LS01', 'C-LS02']);
  });

  it('keeps the tenant: the last statement reads only the caller’s organization', async () => {
    const other = await createCompany(t, 'admin@tenant-tx-other.co', 'Other Tx Builders');
    await withTenant(t.db, { userId: other.userId, organizationId: other.organizationId }, (tx) =>
      tx.insert(customers).values({ ...customer('C-OT01'), organizationId: other.organizationId }),
    );
    const seen = await withTenant(t.db, caller(), (tx) =>
      lastStatement(tx, () => tx.select({ org: customers.organizationId }).from(customers)),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.org))).toEqual(new Set([admin.organizationId]));
  });

  it('leaves nothing when the last statement fails', async () => {
    await expect(
      withTenant(t.db, caller(), async (tx) => {
        await tx.insert(customers).values(customer('C-LF01'));
        // The same number again: the unique index refuses it, and the first insert goes with it.
        return lastStatement(tx, () => tx.insert(customers).values(customer('C-LF01')));
      }),
    ).rejects.toThrow();
    expect(await storedNumbers('C-LF')).toEqual([]);
    // The connection went back to the pool usable: the next transaction works.
    await withTenant(t.db, caller(), (tx) =>
      lastStatement(tx, () => tx.insert(customers).values(customer('C-LF02'))),
    );
    expect(await storedNumbers('C-LF')).toEqual(['C-LF02']);
  });

  it('lets nothing run outside the transaction after it', async () => {
    const after = withTenant(t.db, caller(), async (tx) => {
      await lastStatement(tx, () => tx.insert(customers).values(customer('C-LA01')));
      await tx.insert(customers).values(customer('C-LA02'));
    });
    if (isPostgres) {
      // The transaction has ended with the last statement: a later one would run as the owner, with
      // no tenant, so the handle refuses it. The last statement's commit stands.
      const err = await after.then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      expect(String(err?.cause?.message ?? err?.message)).toMatch(/committed with its last statement/);
      expect(await storedNumbers('C-LA')).toEqual(['C-LA01']);
    } else {
      // PGlite: lastStatement is a plain statement, so the later one is still inside the transaction.
      await after;
      expect(await storedNumbers('C-LA')).toEqual(['C-LA01', 'C-LA02']);
    }
  });
});

describe('a nested transaction is a savepoint', () => {
  it('undoes only its own part when it fails, and the rest commits', async () => {
    await withTenant(t.db, caller(), async (tx) => {
      await tx.insert(customers).values(customer('C-NS01'));
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(customers).values(customer('C-NS02'));
          throw new Error('undo the inner part');
        }),
      ).rejects.toThrow('undo the inner part');
      await tx.transaction(async (inner) => {
        await inner.insert(customers).values(customer('C-NS03'));
      });
      await tx.insert(customers).values(customer('C-NS04'));
    });
    expect(await storedNumbers('C-NS')).toEqual(['C-NS01', 'C-NS03', 'C-NS04']);
  });

  it('is undone with the outer transaction when that fails', async () => {
    await expect(
      withTenant(t.db, caller(), async (tx) => {
        await tx.transaction(async (inner) => {
          await inner.insert(customers).values(customer('C-NO01'));
        });
        throw new Error('undo everything');
      }),
    ).rejects.toThrow('undo everything');
    expect(await storedNumbers('C-NO')).toEqual([]);
    // Still the caller's tenant inside: the savepoint does not drop the settings.
    const orgs = await withTenant(t.db, caller(), (tx) =>
      tx.transaction((inner) =>
        inner
          .select({ org: customers.organizationId })
          .from(customers)
          .where(eq(customers.customerNumber, 'C-NS01')),
      ),
    );
    expect(orgs).toEqual([{ org: admin.organizationId }]);
  });
});
