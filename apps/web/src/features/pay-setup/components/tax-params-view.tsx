import type { TTaxParameter } from '@groundwork/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { textFromCents } from '@/lib/money-text';

type TBracketRow = { floorCents: number; baseCents: number; ratePercent: string };

const isBracketTable = (v: unknown): v is TBracketRow[] =>
  Array.isArray(v) &&
  v.every((r) => typeof r === 'object' && r !== null && 'floorCents' in r && 'ratePercent' in r);

/** camelCase keys in words: wageBaseCents → "Wage base". */
const words = (key: string) =>
  key
    .replace(/Cents$/, '')
    .replace(/Percent$/, ' (%)')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

function scalar(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && key.endsWith('Cents')) return textFromCents(value, true);
  if (typeof value === 'string' && key.endsWith('Percent')) return `${value} %`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function Brackets({ label, rows }: { label: string; rows: TBracketRow[] }) {
  return (
    <Table aria-label={label} className="text-sm">
      <TableHeader>
        <TableRow>
          <TableHead className="text-right">Annual wage from</TableHead>
          <TableHead className="text-right">Tax at the floor</TableHead>
          <TableHead className="text-right">Rate above</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.floorCents}>
            <TableCell className="text-right tabular-nums">{textFromCents(r.floorCents, true)}</TableCell>
            <TableCell className="text-right tabular-nums">{textFromCents(r.baseCents, true)}</TableCell>
            <TableCell className="text-right tabular-nums">{r.ratePercent} %</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Parameters as a person reads them: figures in dollars and percents, bracket tables as tables. */
function ParamsBlock({ value, path }: { value: Record<string, unknown>; path: string }) {
  const entries = Object.entries(value);
  const scalars = entries.filter(([, v]) => typeof v !== 'object' || v === null);
  const nested = entries.filter(([, v]) => typeof v === 'object' && v !== null);
  return (
    <div className="grid gap-4">
      {scalars.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {scalars.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{words(k)}</dt>
              <dd className="tabular-nums">{scalar(k, v)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {nested.map(([k, v]) => {
        const label = `${path}${words(k)}`;
        return (
          <section key={k} className="grid gap-2">
            <h4 className="font-medium text-sm">{label}</h4>
            {isBracketTable(v) ? (
              <Brackets label={label} rows={v} />
            ) : (
              <div className="border-l pl-4">
                <ParamsBlock value={v as Record<string, unknown>} path={`${label} › `} />
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

export function TaxParamsView({ row }: { row: TTaxParameter }) {
  return (
    <div className="grid max-h-[70vh] gap-4 overflow-y-auto pr-2">
      {row.source ? <p className="text-muted-foreground text-sm">Source: {row.source}</p> : null}
      <ParamsBlock value={row.params} path="" />
    </div>
  );
}
