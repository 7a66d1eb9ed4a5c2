import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The id of a field's error line, for the control's aria-describedby. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/** ARIA props of a control whose field may show an error. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}

/** A label above its control and, when there is one, the field's error below it. */
export function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={errorId(id)} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's error that is not one field's (say, the server's answer), announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}
