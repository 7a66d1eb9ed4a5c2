import * as React from 'react';
import { Input } from '@/components/ui/input';
import { centsFromText, textFromCents } from '@/lib/money-text';

/**
 * An amount with cents. Typing keeps the text as typed; leaving the field shows it formatted
 * ("$1,234.50"), focusing it again shows the plain figure ("1234.50").
 */
export function MoneyInput({
  value,
  onChange,
  onBlur,
  ...props
}: Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
}) {
  const [text, setText] = React.useState(() => textFromCents(value, true));
  const lastEmitted = React.useRef<number | null | undefined>(value);

  // A value set from outside (a reset, a loaded record) replaces the text.
  React.useEffect(() => {
    const isSame = Object.is(value, lastEmitted.current) || (value == null && lastEmitted.current == null);
    if (!isSame) {
      lastEmitted.current = value;
      setText(textFromCents(value, true));
    }
  }, [value]);

  const emit = (cents: number | null) => {
    lastEmitted.current = cents;
    onChange(cents);
  };

  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        emit(centsFromText(event.target.value));
      }}
      onFocus={(event) => {
        const cents = centsFromText(text);
        if (cents !== null && !Number.isNaN(cents)) setText(textFromCents(cents, false));
        props.onFocus?.(event);
      }}
      onBlur={(event) => {
        const cents = centsFromText(text);
        if (cents !== null && !Number.isNaN(cents)) setText(textFromCents(cents, true));
        onBlur?.(event);
      }}
    />
  );
}
