// Placeholder until the reconciliation web work lands (issue 23).
export function BankAccountPage() {
  return <div>BankAccountPage</div>;
}
