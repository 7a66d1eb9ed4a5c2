import { EyeIcon, EyeOffIcon } from 'lucide-react';
import * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-fetch';
import { revealSsn } from '../api/use-employee-pay';

/**
 * The SSN on file, masked (•••-••-1234); Reveal asks the server for the whole number (payroll:sensitive
 * roles only; the look is audited) and Hide masks it again. Typing a number replaces the one on file.
 */
export function SsnField({
  id,
  employeeId,
  masked,
  canEdit,
  canReveal,
  error,
  registration,
}: {
  id: string;
  employeeId: string;
  masked: string | null;
  canEdit: boolean;
  canReveal: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const [revealed, setRevealed] = React.useState<string | null>(null);
  const [isRevealing, setIsRevealing] = React.useState(false);

  const reveal = async () => {
    setIsRevealing(true);
    try {
      const { ssn } = await revealSsn(employeeId);
      setRevealed(ssn);
    } catch (err) {
      toast.error('Could not reveal the SSN', { description: errorMessage(err, 'Please try again.') });
    } finally {
      setIsRevealing(false);
    }
  };

  return (
    <Field id={id} label="Social security number" error={error}>
      <div className="flex items-center gap-2">
        <output aria-label="SSN on file" className="min-w-28 font-mono text-sm">
          {revealed ?? masked ?? 'None on file'}
        </output>
        {canReveal && masked ? (
          revealed ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setRevealed(null)}>
              <EyeOffIcon aria-hidden="true" />
              Hide
            </Button>
          ) : (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={isRevealing}
              onClick={() => void reveal()}
            >
              <EyeIcon aria-hidden="true" />
              Reveal
            </Button>
          )
        ) : null}
      </div>
      {canEdit ? (
        <Input
          id={id}
          autoComplete="off"
          inputMode="numeric"
          placeholder={masked ? 'Type a new number to replace it' : '123-45-6789'}
          {...invalidProps(id, error)}
          {...registration}
        />
      ) : null}
    </Field>
  );
}
