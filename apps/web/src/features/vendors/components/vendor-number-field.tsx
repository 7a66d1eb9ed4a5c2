import { normalizeVendorNumberInput } from '@groundwork/shared';
import { CheckCircle2Icon, LoaderCircleIcon, XCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { errorId } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { type TVendorNumberStatus, VENDOR_NUMBER_STATUS_TEXT } from '../hooks/vendor-number-status';

const STATUS_STYLE: Record<TVendorNumberStatus, string> = {
  idle: '',
  invalid: 'text-destructive',
  checking: 'text-muted-foreground',
  available: 'text-emerald-700 dark:text-emerald-400',
  taken: 'text-destructive',
  error: 'text-destructive',
};

function StatusIcon({ status }: { status: TVendorNumberStatus }) {
  if (status === 'checking') return <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />;
  if (status === 'available') return <CheckCircle2Icon aria-hidden="true" className="size-4" />;
  if (status === 'idle') return null;
  return <XCircleIcon aria-hidden="true" className="size-4" />;
}

/**
 * The vendor ID input (as the customer ID): every keystroke is upper-cased, stripped of whitespace, given the V-
 * prefix and cut at 6 characters; the availability state is announced politely.
 */
export function VendorNumberField({
  id,
  value,
  status,
  requiredError,
  disabled,
  inputRef,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  status: TVendorNumberStatus;
  /** The schema's message when the field was left empty. */
  requiredError?: string;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const message = status === 'idle' ? (requiredError ?? '') : VENDOR_NUMBER_STATUS_TEXT[status];
  const isProblem =
    status === 'invalid' || status === 'taken' || status === 'error' || Boolean(requiredError);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Vendor ID</Label>
      <Input
        id={id}
        ref={inputRef}
        name="vendor_number"
        placeholder="V-0001"
        autoComplete="off"
        spellCheck={false}
        maxLength={6}
        aria-required="true"
        value={value}
        disabled={disabled}
        aria-invalid={isProblem || undefined}
        aria-describedby={errorId(id)}
        onChange={(event) => onChange(normalizeVendorNumberInput(event.target.value))}
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
