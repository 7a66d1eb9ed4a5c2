// One chunk: the reconciliation workspace alone (issue 23) — its first paint with 5,000 uncleared items
// must not wait for the import wizard's CSV parser and the keyboard grid of the account pages.

export { ReconciliationWorkspacePage } from '@/features/reconciliation/pages/reconciliation-workspace-page';
