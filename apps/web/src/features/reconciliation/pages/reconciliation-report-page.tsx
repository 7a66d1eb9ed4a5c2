// Placeholder until the reconciliation web work lands (issue 23).
export function ReconciliationReportPage() {
  return <div>ReconciliationReportPage</div>;
}
