import { Popover as PopoverPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';
import type { TGridColumn, TGridOption } from './grid-types';
import { optionLabel } from './grid-values';

export type TGridEditing = {
  text: string;
  /** The highlighted option of a combobox cell (index into its filtered options). */
  highlight: number;
  /** Whether the person has typed: an editor opened and left untouched changes nothing. */
  isTyped: boolean;
  error: string | null;
};

const INPUT_CLASS =
  'h-9 w-full min-w-0 bg-background px-2 text-sm outline-none ring-2 ring-ring ring-inset aria-invalid:ring-destructive';

/** The input that replaces a cell's text while it is edited; the grid owns its text and its keys. */
export function GridCellEditor<TRow>({
  id,
  column,
  editing,
  options,
  onTextChange,
  onPick,
}: {
  id: string;
  column: TGridColumn<TRow>;
  editing: TGridEditing;
  /** The combobox options the text finds (empty for other kinds). */
  options: readonly TGridOption[];
  onTextChange: (text: string) => void;
  onPick: (option: TGridOption) => void;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);

  // Focus with the caret after what was typed (a typed first character must not be selected).
  React.useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, []);

  const errorId = `${id}-error`;
  const input = (
    <input
      ref={inputRef}
      id={id}
      aria-label={column.header}
      aria-invalid={editing.error ? true : undefined}
      aria-describedby={editing.error ? errorId : undefined}
      autoComplete="off"
      spellCheck={false}
      inputMode={column.kind === 'money' ? 'decimal' : undefined}
      maxLength={column.kind === 'text' ? column.maxLength : undefined}
      className={cn(INPUT_CLASS, column.kind === 'money' && 'text-right tabular-nums')}
      value={editing.text}
      onChange={(event) => onTextChange(event.target.value)}
      {...(column.kind === 'combobox'
        ? {
            role: 'combobox',
            'aria-expanded': true,
            'aria-controls': `${id}-listbox`,
            'aria-autocomplete': 'list' as const,
            'aria-activedescendant': options[editing.highlight]
              ? `${id}-option-${editing.highlight}`
              : undefined,
          }
        : {})}
    />
  );

  const error = editing.error ? (
    <span id={errorId} role="alert" className="sr-only">
      {editing.error}
    </span>
  ) : null;

  if (column.kind !== 'combobox') {
    return (
      <>
        {input}
        {error}
      </>
    );
  }

  return (
    <PopoverPrimitive.Root open>
      <PopoverPrimitive.Anchor asChild>{input}</PopoverPrimitive.Anchor>
      {error}
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={2}
          // The input keeps the focus; the list follows the highlight.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 max-h-72 w-(--radix-popover-trigger-width) min-w-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <div id={`${id}-listbox`} role="listbox" aria-label={column.header}>
            {options.length === 0 ? (
              <p className="px-2 py-1.5 text-muted-foreground text-sm">{editing.error ?? 'No matches'}</p>
            ) : (
              options.map((option, index) => (
                <div
                  key={option.value}
                  tabIndex={-1}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === editing.highlight}
                  aria-disabled={option.isDisabled || undefined}
                  className={cn(
                    'flex cursor-default items-baseline justify-between gap-3 rounded-sm px-2 py-1.5 text-sm',
                    index === editing.highlight && 'bg-accent text-accent-foreground',
                    option.isDisabled && 'opacity-50',
                  )}
                  // Keep the focus in the input; pick on the press.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    if (!option.isDisabled) onPick(option);
                  }}
                >
                  <span className="truncate">{optionLabel(option)}</span>
                  {option.hint ? (
                    <span className="shrink-0 text-muted-foreground text-xs">{option.hint}</span>
                  ) : null}
                </div>
              ))
            )}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
