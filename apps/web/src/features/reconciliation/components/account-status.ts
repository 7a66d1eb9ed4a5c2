/* Small texts of a bank account's state (issue 23). */

/** The previous calendar month, "March 2026" on any day of April 2026. */
export function lastMonthLabel(today = new Date()): string {
  const month = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** "…1234", or '' without last four digits. */
export function maskedLastFour(lastFour: string | null | undefined): string {
  return lastFour ? `…${lastFour}` : '';
}

/** How many active accounts are not reconciled for last month: the dashboard's badge. */
export function unreconciledCount(
  accounts: readonly { is_active: boolean; unreconciled_last_month: boolean }[],
): number {
  return accounts.filter((account) => account.is_active && account.unreconciled_last_month).length;
}
