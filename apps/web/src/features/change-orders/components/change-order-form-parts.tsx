import * as React from 'react';
import { KeyboardGrid, type TKeyboardGridProps } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';

type TRequiredMessages = { dateRequired: string; descriptionRequired: string; linesRequired: string };

/**
 * A change order form's submission: 1. the date, description and at least one line are required
 * (their messages beside the fields); 2. no line may be marked in red; 3. the save, whose refusal is
 * shown above the buttons.
 */
export function useChangeOrderSubmit(messages: TRequiredMessages) {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [serverError, setServerError] = React.useState<string | null>(null);
  const submit = async (
    form: { date: string; description: string; lineCount: number; hasLineProblems: boolean },
    save: () => Promise<void>,
  ) => {
    const found: Record<string, string> = {};
    if (!form.date) found.date = messages.dateRequired;
    if (!form.description.trim()) found.description = messages.descriptionRequired;
    if (form.lineCount === 0) found.lines = messages.linesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (form.hasLineProblems) {
      setServerError('Fix the lines marked in red');
      return;
    }
    setServerError(null);
    try {
      await save();
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save the change order'));
    }
  };
  return { errors, serverError, submit };
}

/** What the order does to each schedule line it names, before it is saved, and the rule's refusals. */
export function ChangeOrderEffect({
  label,
  summary,
  summaryTestId,
  lines,
  problems,
}: {
  label: string;
  summary: React.ReactNode;
  summaryTestId?: string;
  lines: readonly { key: string; lineNumber: number | null; before: string; after: string; note?: string }[];
  problems: readonly string[];
}) {
  return (
    <section aria-label={label} className="grid gap-1 rounded-md border p-3 text-sm">
      <p className="font-medium" data-testid={summaryTestId}>
        {summary}
      </p>
      <ul className="grid gap-0.5 text-muted-foreground">
        {lines.map((line) => (
          <li key={line.key}>
            {line.lineNumber === null ? 'New line' : `Line ${line.lineNumber}`}: {line.before} → {line.after}
            {line.note ?? ''}
          </li>
        ))}
      </ul>
      {problems.length > 0 ? (
        <ul className="list-disc pl-5 text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The save's refusal, then Save (change order / changes) and Cancel. */
export function ChangeOrderFormFooter({
  serverError,
  isSaving,
  isEditing,
  onCancel,
}: {
  serverError: string | null;
  isSaving: boolean;
  isEditing: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {serverError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
        >
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <ButtonSpinner /> : null}
          {isEditing ? 'Save changes' : 'Save change order'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}

/** A change order's line grid: rows keyed by `key`, at least one row, removed rows called lines. */
export function ChangeLinesGrid<TRow extends { key: string }>(
  props: Omit<TKeyboardGridProps<TRow>, 'getRowKey' | 'rowNoun' | 'minRows'>,
) {
  return <KeyboardGrid {...props} rowNoun="line" getRowKey={(row) => row.key} minRows={1} />;
}
