import { COST_CODE_DESCRIPTION_MAX, normalizeCostCodeInput } from '@groundwork/shared';
import * as React from 'react';
import { Input } from '@/components/ui/input';
import { TableCell, TableRow } from '@/components/ui/table';

/**
 * The new-row entry of the edit mode (spec §5): the code input keeps digits and inserts the dash;
 * Enter or Tab from the description adds the row and starts the next one, Escape cancels, Shift+Tab
 * moves back to the code. `onAdd` answers why the row cannot be added, or null once it has been.
 */
export function NewCostCodeRow({
  onAdd,
  onCancel,
}: {
  onAdd: (code: string, description: string) => string | null;
  onCancel: () => void;
}) {
  const [code, setCode] = React.useState('');
  const [description, setDescription] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const codeRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => codeRef.current?.focus(), []);

  const add = () => {
    const problem = onAdd(code, description);
    setError(problem);
    if (problem) return;
    setCode('');
    setDescription('');
    codeRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>, isDescription: boolean) => {
    if (event.key === 'Escape') {
      // The dialog-less entry: Escape belongs to it, not to anything around it.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (!isDescription) {
      if (event.key === 'Enter') {
        event.preventDefault();
        add();
      }
      return;
    }
    const isEmpty = code === '' && description.trim() === '';
    if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey && !isEmpty)) {
      event.preventDefault();
      add();
    }
  };

  return (
    <TableRow className="bg-primary/5">
      <TableCell className="w-56 align-top">
        <div className="pl-10">
          <Input
            ref={codeRef}
            aria-label="New cost code"
            placeholder="XX-XXXX"
            value={code}
            inputMode="numeric"
            autoComplete="off"
            className="h-8 w-28 font-mono"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-cost-code-error' : 'new-cost-code-hint'}
            onChange={(event) => setCode(normalizeCostCodeInput(event.target.value))}
            onKeyDown={(event) => onKeyDown(event, false)}
          />
        </div>
      </TableCell>
      <TableCell className="align-top">
        <div className="grid gap-1">
          <Input
            aria-label="New cost code description"
            placeholder="Description"
            value={description}
            autoComplete="off"
            maxLength={COST_CODE_DESCRIPTION_MAX + 1}
            className="h-8"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-cost-code-error' : 'new-cost-code-hint'}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={(event) => onKeyDown(event, true)}
          />
          {error ? (
            <p id="new-cost-code-error" role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : (
            <p id="new-cost-code-hint" className="text-muted-foreground text-xs">
              Enter or Tab adds the row, Escape cancels, Shift+Tab goes back to the code.
            </p>
          )}
        </div>
      </TableCell>
      <TableCell className="w-16" />
    </TableRow>
  );
}
