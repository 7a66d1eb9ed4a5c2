// Placeholder until the reconciliation web work lands (issue 23).
export function BankRulesPage() {
  return <div>BankRulesPage</div>;
}
