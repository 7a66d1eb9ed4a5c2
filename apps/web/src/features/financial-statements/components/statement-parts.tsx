// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { cn } from '@/lib/utils';
import { PERIOD_PRESET_LABELS, PERIOD_PRESETS, type TPeriodPreset } from '../statement-dates';

/**
 * A figure of a statement: the amount (negative in red with its minus sign), a link to the lines
 * behind it when there are any. `what` names it for a screen reader ("Contract Revenue, Mar 2026").
 */
export function Figure({
  cents,
  href,
  what,
  className,
}: {
  cents: number;
  href?: string | null;
  what: string;
  className?: string;
}) {
  const text = (
    <span className={cn('whitespace-nowrap tabular-nums', cents < 0 && 'text-destructive', className)}>
      {formatCents(cents)}
    </span>
  );
  if (!href) return text;
  return (
    <Link
      to={href}
      aria-label={`${what}: ${formatCents(cents)} — open the lines`}
      className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring print:no-underline"
    >
      {text}
    </Link>
  );
}

/** A change in percent ('12.5 %'), or a dash when the base is zero. */
export function Percent({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn('whitespace-nowrap tabular-nums', value < 0 && 'text-destructive')}>
      {value.toFixed(1)}%
    </span>
  );
}

/** The period picker: a preset, or two dates when custom. */
export function PeriodFields({
  idPrefix,
  preset,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  preset: TPeriodPreset;
  from: string;
  to: string;
  onChange: (next: { preset: TPeriodPreset; from: string; to: string }) => void;
}) {
  return (
    <>
      <FilterSelect
        id={`${idPrefix}-period`}
        label="Period"
        value={preset}
        className="w-52"
        onChange={(value) => onChange({ preset: value as TPeriodPreset, from, to })}
      >
        {PERIOD_PRESETS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_PRESET_LABELS[p]}
          </option>
        ))}
      </FilterSelect>
      <DateField
        id={`${idPrefix}-from`}
        label="From"
        value={from}
        max={to || undefined}
        onChange={(value) => onChange({ preset: 'custom', from: value, to })}
      />
      <DateField
        id={`${idPrefix}-to`}
        label="To"
        value={to}
        min={from || undefined}
        onChange={(value) => onChange({ preset: 'custom', from, to: value })}
      />
    </>
  );
}

/** The parameter bar of a statement: hidden on paper (the printed page says its parameters in words). */
export function ParameterBar({ children }: { children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-wrap items-end gap-4 print:hidden">
      <legend className="sr-only">Report parameters</legend>
      {children}
    </fieldset>
  );
}

/** "In balance" / "Out of balance by $x": what an accountant looks for first. */
export function BalanceCheck({ difference, okText = 'In balance' }: { difference: number; okText?: string }) {
  if (difference === 0)
    return (
      <p
        role="status"
        className="inline-flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-1.5 font-medium text-emerald-900 text-sm dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200"
      >
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {okText}
      </p>
    );
  return (
    <p
      role="alert"
      className="inline-flex items-center gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-1.5 font-medium text-destructive text-sm"
    >
      <TriangleAlert className="size-4" aria-hidden="true" />
      Out of balance by {formatCents(Math.abs(difference))}
    </p>
  );
}

/** The statement's empty state. */
export function EmptyStatement({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}
