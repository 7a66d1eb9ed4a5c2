import { KeyboardIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '@/components/ui/button';

const SHORTCUTS: [string, string][] = [
  ['↑ ↓', 'Move within the list (Page Up/Down, Home, End)'],
  ['Shift + ↑ ↓', 'Extend the selection'],
  ['Space', 'Select or unselect the focused row'],
  ['Click, Shift + click', 'Select a row, a range'],
  ['Tab', 'Switch between statement lines and book items'],
  ['Enter', 'Match the selection (the sums must be equal)'],
  ['U', 'Undo the focused row’s match'],
  ['A', 'Accept the focused line’s best suggestion'],
  ['/', 'Search'],
  ['Esc', 'Clear the selection'],
];

/** The workspace's shortcuts in a popover. */
export function WorkspaceKeyboardHelp() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline">
          <KeyboardIcon aria-hidden="true" />
          Keyboard
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Keyboard shortcuts"
          className="z-50 w-[30rem] max-w-[calc(100vw-2rem)] rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none"
        >
          <h2 className="mb-2 font-semibold text-sm">Keyboard shortcuts</h2>
          <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1.5 text-sm">
            {SHORTCUTS.map(([keys, what]) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
                </dt>
                <dd className="text-muted-foreground">{what}</dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
