import { CheckCircle2Icon, LoaderCircleIcon, XCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { errorId } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
/** The states of an ID checked as you type (customer C-XXXX, vendor V-XXXX). */
export type TNumberStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'error';

const STATUS_STYLE: Record<TNumberStatus, string> = {
  idle: '',
  invalid: 'text-destructive',
  checking: 'text-muted-foreground',
  available: 'text-emerald-700 dark:text-emerald-400',
  taken: 'text-destructive',
  error: 'text-destructive',
};

function StatusIcon({ status }: { status: TNumberStatus }) {
  if (status === 'checking') return <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />;
  if (status === 'available') return <CheckCircle2Icon aria-hidden="true" className="size-4" />;
  if (status === 'idle') return null;
  return <XCircleIcon aria-hidden="true" className="size-4" />;
}

/**
 * An ID input checked as you type (the customer ID of spec §5, the vendor ID like it): every keystroke goes
 * through `normalize` (upper-cased, prefixed, cut at 6 characters); the availability state is announced
 * politely.
 */
export function NumberAvailabilityField({
  label,
  name,
  placeholder,
  normalize,
  statusText,
  id,
  value,
  status,
  requiredError,
  disabled,
  inputRef,
  onChange,
  onBlur,
}: {
  label: string;
  name: string;
  placeholder: string;
  normalize: (input: string) => string;
  statusText: Record<TNumberStatus, string>;
  id: string;
  value: string;
  status: TNumberStatus;
  /** The schema's message when the field was left empty. */
  requiredError?: string;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const message = status === 'idle' ? (requiredError ?? '') : statusText[status];
  const isProblem =
    status === 'invalid' || status === 'taken' || status === 'error' || Boolean(requiredError);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        ref={inputRef}
        name={name}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={6}
        aria-required="true"
        value={value}
        disabled={disabled}
        aria-invalid={isProblem || undefined}
        aria-describedby={errorId(id)}
        onChange={(event) => onChange(normalize(event.target.value))}
        onBlur={onBlur}
        className="font-mono uppercase"
      />
      <p
        id={errorId(id)}
        aria-live="polite"
        className={cn(
          'flex min-h-5 items-center gap-1.5 text-sm',
          status === 'idle' ? 'text-destructive' : STATUS_STYLE[status],
        )}
      >
        <StatusIcon status={status} />
        {message}
      </p>
    </div>
  );
}
