// Subpath import: money needs no zod.
import { centsToInput, formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { parseSignedMoneyToCents } from '@/components/grid/grid-values';
import { Input } from '@/components/ui/input';

/** NaN for a text that is not an amount, null for none, else signed cents. */
function centsOf(text: string): number | null {
  if (text.trim() === '') return null;
  return parseSignedMoneyToCents(text.replace(/^(-?)\$/, '$1')) ?? Number.NaN;
}

function textOf(cents: number | null, isFormatted: boolean): string {
  if (cents === null || Number.isNaN(cents)) return '';
  return isFormatted ? formatCents(cents) : centsToInput(cents);
}

/**
 * A bank balance, which may be below zero (an overdrawn account): like MoneyInput — the typed text kept
 * while typing, formatted on leaving — but '-1,250.00' and '(1,250.00)' are accepted.
 */
export function SignedMoneyInput({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onChange: (cents: number | null) => void;
}) {
  const [text, setText] = React.useState(() => textOf(value, true));
  const lastEmitted = React.useRef<number | null>(value);

  // A value set from outside (a prefill, a reset) replaces the text.
  React.useEffect(() => {
    if (!Object.is(value, lastEmitted.current)) {
      lastEmitted.current = value;
      setText(textOf(value, true));
    }
  }, [value]);

  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const cents = centsOf(event.target.value);
        lastEmitted.current = cents;
        onChange(cents);
      }}
      onFocus={() => {
        const cents = centsOf(text);
        if (cents !== null && !Number.isNaN(cents)) setText(textOf(cents, false));
      }}
      onBlur={() => {
        const cents = centsOf(text);
        if (cents !== null && !Number.isNaN(cents)) setText(textOf(cents, true));
      }}
    />
  );
}
