// Placeholder until the reconciliation web work lands (issue 23).
export function BankAccountsPage() {
  return <div>BankAccountsPage</div>;
}
