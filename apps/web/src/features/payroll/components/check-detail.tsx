import { earningPaidCents, type TPaycheckDetail, type TPayrollCheck } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';

type TNames = { jobs: Record<string, string>; codes: Record<string, string> };

/** A tax's YTD as the engine keys it: federal by code, state by code:state, the employer's prefixed er:. */
function taxYtd(detail: TPaycheckDetail, code: string, jurisdiction: string, side: 'employee' | 'employer') {
  const base = jurisdiction === 'US' ? code : `${code}:${jurisdiction}`;
  return detail.ytdAfter.taxesCents[side === 'employer' ? `er:${base}` : base];
}

/** Earnings summed by type × job × cost code (the days of a week fold into one line each). */
function earningGroups(detail: TPaycheckDetail, names: TNames) {
  const groups = new Map<
    string,
    { label: string; code: string; hours: number; cents: number; reasons: Set<string> }
  >();
  for (const e of detail.earnings) {
    const key = `${e.code}|${e.jobId ?? ''}|${e.costCodeId ?? ''}`;
    const where = e.jobId
      ? `${names.jobs[e.jobId] ?? 'Job'} · ${(e.costCodeId && names.codes[e.costCodeId]) || ''}`
      : 'Office / shop';
    const group = groups.get(key) ?? {
      label: where,
      code: e.code,
      hours: 0,
      cents: 0,
      reasons: new Set<string>(),
    };
    group.hours += Number(e.hours ?? 0);
    group.cents += earningPaidCents(e);
    if (e.reason) group.reasons.add(e.reason);
    // Fringe paid in cash says what it is ("Cash in lieu of fringe" on a prevailing-wage job).
    if (e.code === 'CASH_FRINGE') group.reasons.add(e.description);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const Row = ({
  label,
  cents,
  ytd,
  strong,
}: {
  label: string;
  cents: number;
  ytd?: number;
  strong?: boolean;
}) => (
  <tr className={strong ? 'border-t font-medium' : undefined}>
    <td className="py-0.5 pr-3">{label}</td>
    <td className="whitespace-nowrap py-0.5 pr-3 text-right tabular-nums">{formatCents(cents)}</td>
    <td className="py-0.5 text-right text-muted-foreground tabular-nums">
      {ytd === undefined ? '' : formatCents(ytd)}
    </td>
  </tr>
);

/** One check, gross → taxes → deductions → net, with YTD, the employer's taxes and burden, and warnings. */
export function CheckDetail({ check, names }: { check: TPayrollCheck; names: TNames }) {
  const d = check.detail;
  const burden = d.burden.reduce((s, b) => s + b.amountCents, 0);
  return (
    <div className="grid gap-6 whitespace-normal p-2 text-sm lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <section aria-label={`Earnings of ${check.employee_name}`}>
        <h4 className="mb-1 font-semibold">Earnings</h4>
        <table className="w-full">
          <tbody>
            {earningGroups(d, names).map((g) => (
              <tr key={`${g.code}-${g.label}`} className="align-top">
                <td className="py-0.5 pr-2 font-mono text-xs">{g.code}</td>
                <td className="py-0.5 pr-2">
                  {g.label}
                  {g.reasons.size > 0 ? (
                    <span className="block text-muted-foreground text-xs">{[...g.reasons].join('; ')}</span>
                  ) : null}
                </td>
                <td className="py-0.5 pr-2 text-right tabular-nums">{g.hours ? g.hours.toFixed(2) : ''}</td>
                <td className="whitespace-nowrap py-0.5 text-right tabular-nums">{formatCents(g.cents)}</td>
              </tr>
            ))}
            <tr className="border-t font-medium">
              <td />
              <td className="py-0.5">Gross</td>
              <td className="py-0.5 pr-2 text-right tabular-nums">{check.hours}</td>
              <td className="whitespace-nowrap py-0.5 text-right tabular-nums">
                {formatCents(check.gross_cents)}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <section aria-label={`Taxes and deductions of ${check.employee_name}`}>
        <h4 className="mb-1 font-semibold">Taxes and deductions</h4>
        <table className="w-full">
          <thead>
            <tr className="text-muted-foreground text-xs">
              <th className="text-left font-normal" />
              <th className="text-right font-normal">Current</th>
              <th className="text-right font-normal">YTD</th>
            </tr>
          </thead>
          <tbody>
            <Row label="Gross" cents={check.gross_cents} ytd={d.ytdAfter.grossCents} />
            {d.employeeTaxes.map((t) => (
              <Row
                key={`${t.code}-${t.jurisdiction}`}
                label={`${t.description}${t.jurisdiction !== 'US' ? ` (${t.jurisdiction})` : ''}`}
                cents={-t.amountCents}
                ytd={taxYtd(d, t.code, t.jurisdiction, 'employee')}
              />
            ))}
            {d.deductions.map((x) => (
              <Row
                key={x.deductionId}
                label={`${x.description}${x.limitedBy ? ` (limited: ${x.limitedBy.replace('_', ' ')})` : ''}`}
                cents={-x.amountCents}
                ytd={d.ytdAfter.deductionsCents[x.deductionId]}
              />
            ))}
            <Row label="Net pay" cents={check.net_cents} strong />
          </tbody>
        </table>
      </section>
      <section aria-label={`Employer costs of ${check.employee_name}`}>
        <h4 className="mb-1 font-semibold">Employer costs</h4>
        <table className="w-full">
          <tbody>
            {d.employerTaxes.map((t) => (
              <Row
                key={`${t.code}-${t.jurisdiction}`}
                label={`${t.description}${t.jurisdiction !== 'US' ? ` (${t.jurisdiction})` : ''}`}
                cents={t.amountCents}
              />
            ))}
            {burden !== 0 ? <Row label="Workers' comp and fringes" cents={burden} /> : null}
            <Row label="Burden" cents={check.employer_taxes_cents + burden} strong />
          </tbody>
        </table>
        {check.warnings.length > 0 ? (
          <ul className="mt-3 grid gap-1" aria-label="Warnings">
            {check.warnings.map((x) => (
              <li
                key={`${x.code}-${x.message}`}
                className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                {x.message}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
