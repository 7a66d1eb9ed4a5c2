// Placeholder until the reconciliation web work lands (issue 23).
export function ReconciliationWorkspacePage() {
  return <div>ReconciliationWorkspacePage</div>;
}
