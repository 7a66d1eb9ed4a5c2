import type { Db } from '../../db/client.ts';

/**
 * Auto-match an account's unmatched statement lines to its uncleared book items on amount + check
 * number (called after every import). Stub until the matching work lands (issue 23).
 */
export async function autoMatchAccount(
  _tx: Db,
  _organizationId: string,
  _bankAccountId: string,
  _userId: string | null,
): Promise<{ matched: number }> {
  return { matched: 0 };
}
