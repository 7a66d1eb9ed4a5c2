import { ChevronsUpDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { matchOptions, movedIndex, OPTION_LIMIT, type TOption } from '../option-search';

/**
 * A searchable select (WAI-ARIA combobox with a listbox): type to narrow, arrows to move, Enter to
 * choose, Escape to close. The list opens in a portal, so a scrolling table does not clip it.
 */
export function OptionCombobox({
  id,
  label,
  options,
  value,
  onChange,
  placeholder = 'Search…',
  isInvalid = false,
  describedBy,
  className,
}: {
  id: string;
  /** The accessible name (the visible label, when there is one, points at `id`). */
  label: string;
  options: readonly TOption[];
  value: string | null | undefined;
  onChange: (id: string) => void;
  placeholder?: string;
  isInvalid?: boolean;
  describedBy?: string;
  className?: string;
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(-1);
  const selected = options.find((option) => option.id === value);
  const matches = React.useMemo(() => (isOpen ? matchOptions(options, query) : []), [isOpen, options, query]);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const open = () => {
    setQuery('');
    setActive(-1);
    setIsOpen(true);
  };
  const choose = (option: TOption | undefined) => {
    if (option) onChange(option.id);
    setIsOpen(false);
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Anchor asChild>
        <div className={cn('relative w-full min-w-44', className)}>
          <input
            id={id}
            type="text"
            role="combobox"
            aria-label={label}
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            placeholder={selected ? undefined : placeholder}
            value={isOpen ? query : (selected?.label ?? '')}
            onClick={() => (isOpen ? null : open())}
            onChange={(event) => {
              if (!isOpen) setIsOpen(true);
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              const key = event.key;
              if (key === 'ArrowDown' || key === 'ArrowUp') {
                event.preventDefault();
                if (!isOpen) open();
                else setActive((current) => movedIndex(current, key, matches.length));
              } else if ((key === 'Home' || key === 'End') && isOpen) {
                event.preventDefault();
                setActive(movedIndex(active, key, matches.length));
              } else if (key === 'Enter' && isOpen) {
                event.preventDefault();
                choose(matches[active]);
              } else if (key === 'Escape' && isOpen) {
                event.preventDefault();
                setIsOpen(false);
              } else if (key === 'Tab') {
                setIsOpen(false);
              }
            }}
            className={cn(
              'h-9 w-full min-w-0 truncate rounded-md border border-input bg-background py-1 pr-8 pl-3 text-base shadow-xs outline-none md:text-sm',
              'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            )}
          />
          <ChevronsUpDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={4}
          // The input keeps the focus: the list is driven from it.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && document.getElementById(id)?.contains(event.target)) {
              event.preventDefault();
            }
          }}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <div id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-auto">
            {matches.map((option, index) => (
              <div
                key={option.id}
                id={optionId(index)}
                tabIndex={-1}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex cursor-default items-baseline justify-between gap-3 rounded-sm px-2 py-1.5 text-sm',
                  index === active && 'bg-accent text-accent-foreground',
                  option.id === value && 'font-medium',
                )}
                // Keep the focus in the input; pick on the press.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <span className="truncate">{option.label}</span>
                {option.hint ? (
                  <span className="shrink-0 text-muted-foreground text-xs">{option.hint}</span>
                ) : null}
              </div>
            ))}
            {matches.length === 0 ? (
              <p className="px-2 py-1.5 text-muted-foreground text-sm">Nothing matches</p>
            ) : null}
            {matches.length === OPTION_LIMIT ? (
              <p className="px-2 py-1.5 text-muted-foreground text-xs">Type to narrow the list</p>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
