import {
  formatCents,
  type TWh347Content,
  type TWh347Row,
  wh347HoursText,
  wh347RateText,
} from '@groundwork/shared';

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayLabel = (date: string) => `${DAY[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${date.slice(5)}`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">{value || '—'}</dd>
    </div>
  );
}

/** The header block of the form. */
export function Wh347Header({ content }: { content: TWh347Content }) {
  const h = content.header;
  return (
    <dl className="grid grid-cols-1 gap-3 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-4">
      <Fact
        label="Contractor"
        value={h.is_prime ? 'Prime contractor' : `Subcontractor of ${h.prime_contractor_name ?? ''}`}
      />
      <Fact
        label="Business name and address"
        value={[h.company_name, h.company_address].filter(Boolean).join(', ')}
      />
      <Fact label="Payroll number" value={`${h.payroll_number}${h.is_final ? ' — Final' : ''}`} />
      <Fact label="For week ending" value={h.week_ending} />
      <Fact label="Project" value={`${h.project_name} (${h.job_number})`} />
      <Fact label="Project location" value={h.project_location} />
      <Fact
        label="Agency / project number"
        value={[h.awarding_agency, h.agency_project_number].filter(Boolean).join(' — ')}
      />
      <Fact
        label="Contract · wage determination"
        value={`${h.contract_number || '—'} · ${h.wd_number}${h.wd_modification === null ? '' : ` Mod ${h.wd_modification}`}`}
      />
    </dl>
  );
}

function RowLines({ r }: { r: TWh347Row }) {
  const d = r.deductions;
  const cell = 'border px-1.5 py-1 text-right tabular-nums';
  const span = { rowSpan: 2 } as const;
  return (
    <>
      <tr>
        <td {...span} className="border px-1.5 py-1 text-center">
          {r.entry}
        </td>
        <th {...span} scope="row" className="min-w-36 border px-1.5 py-1 text-left font-medium">
          {r.name}
          <div className="text-muted-foreground text-xs">
            {r.ssn_last4 ? `xxx-xx-${r.ssn_last4}` : 'no ID'}
          </div>
        </th>
        <td {...span} className="border px-1.5 py-1 text-center">
          {r.status}
        </td>
        <td {...span} className="border px-1.5 py-1">
          {r.classification}
        </td>
        <td className="border px-1 text-muted-foreground text-xs">S</td>
        {r.straight_hours.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven days of the week, in order
          <td key={i} className={cell}>
            {wh347HoursText(h)}
          </td>
        ))}
        <td className={cell}>{wh347HoursText(r.total_straight_hours)}</td>
        <td className={cell}>{wh347RateText(r.straight_rate)}</td>
        <td {...span} className={cell}>
          {wh347RateText(r.fringe_credit_rate)}
        </td>
        <td {...span} className={cell}>
          {wh347RateText(r.cash_in_lieu_rate)}
        </td>
        <td {...span} className={cell}>
          {money(r.project_gross_cents)}
        </td>
        <td {...span} className={cell}>
          {money(r.all_work_gross_cents)}
        </td>
        <td {...span} className={cell}>
          {money(d?.fica_cents ?? null)}
        </td>
        <td {...span} className={cell}>
          {money(d?.federal_cents ?? null)}
        </td>
        <td {...span} className={cell}>
          {money(d?.state_cents ?? null)}
        </td>
        <td {...span} className={cell}>
          {money(d?.other_cents ?? null)}
        </td>
        <td {...span} className={`${cell} font-semibold`}>
          {money(r.net_cents)}
        </td>
      </tr>
      <tr>
        <td className="border px-1 text-muted-foreground text-xs">O</td>
        {r.overtime_hours.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven days of the week, in order
          <td key={i} className={cell}>
            {wh347HoursText(h)}
          </td>
        ))}
        <td className={cell}>{wh347HoursText(r.total_overtime_hours)}</td>
        <td className={cell}>{wh347RateText(r.overtime_rate)}</td>
      </tr>
    </>
  );
}

/** Page 1 of the form on screen: a row per worker × classification, straight time over overtime. */
export function Wh347Rows({ content }: { content: TWh347Content }) {
  if (content.rows.length === 0)
    return (
      <p className="rounded-md border p-4 text-muted-foreground">
        No work performed on this project during the week.
      </p>
    );
  const t = content.totals;
  const head = 'border bg-muted px-1.5 py-1 text-center font-medium text-xs';
  const foot = 'border px-1.5 py-1 text-right font-semibold tabular-nums';
  return (
    // Focusable so a keyboard can scroll the wide form sideways.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="overflow-x-auto" tabIndex={0} aria-label="WH-347 rows (scrolls sideways)">
      <table className="w-full min-w-[72rem] border-collapse text-sm" aria-label="WH-347 rows">
        <thead>
          <tr>
            <th rowSpan={2} className={head}>
              No.
            </th>
            <th rowSpan={2} className={head}>
              Worker, ID (last 4)
            </th>
            <th rowSpan={2} className={head}>
              J / RA
            </th>
            <th rowSpan={2} className={head}>
              Classification
            </th>
            <th rowSpan={2} className={head}>
              <span className="sr-only">Straight or overtime</span>
            </th>
            <th colSpan={7} className={head}>
              Hours worked each day
            </th>
            <th rowSpan={2} className={head}>
              Total hours
            </th>
            <th colSpan={3} className={head}>
              Rates of pay
            </th>
            <th colSpan={2} className={head}>
              Gross wages
            </th>
            <th colSpan={4} className={head}>
              Deductions
            </th>
            <th rowSpan={2} className={head}>
              Net pay
            </th>
          </tr>
          <tr>
            {content.days.map((d) => (
              <th key={d} className={head}>
                {dayLabel(d)}
              </th>
            ))}
            <th className={head}>6A cash</th>
            <th className={head}>6B plans /h</th>
            <th className={head}>6C cash /h</th>
            <th className={head}>This project</th>
            <th className={head}>All work</th>
            <th className={head}>FICA</th>
            <th className={head}>Federal</th>
            <th className={head}>State</th>
            <th className={head}>Other</th>
          </tr>
        </thead>
        <tbody>
          {content.rows.map((r) => (
            <RowLines key={`${r.employee_id}-${r.classification}`} r={r} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={12} scope="row" className="border px-1.5 py-1 text-left">
              Totals: {t.workers} worker{t.workers === 1 ? '' : 's'},{' '}
              {wh347HoursText(t.straight_hours) || '0'} straight + {wh347HoursText(t.overtime_hours) || '0'}{' '}
              overtime hours
            </th>
            <td className={foot}>{wh347HoursText(t.total_hours) || '0'}</td>
            <td className={foot} />
            <td className={foot} />
            <td className={foot}>{money(t.cash_in_lieu_cents)}</td>
            <td className={foot}>{money(t.project_gross_cents)}</td>
            <td className={foot}>{money(t.all_work_gross_cents)}</td>
            <td className={foot}>{money(t.deductions.fica_cents)}</td>
            <td className={foot}>{money(t.deductions.federal_cents)}</td>
            <td className={foot}>{money(t.deductions.state_cents)}</td>
            <td className={foot}>{money(t.deductions.other_cents)}</td>
            <td className={foot}>{money(t.net_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
