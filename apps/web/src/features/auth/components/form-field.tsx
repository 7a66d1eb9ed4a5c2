import type * as React from 'react';
import { Label } from '@/components/ui/label';

/** A label above its control; the control receives `id` from the caller. */
export function FormField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
