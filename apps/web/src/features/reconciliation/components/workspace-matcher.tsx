import type { TRuleProposal, TWorkspace } from '@groundwork/shared';
import { SparklesIcon, WandSparklesIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import {
  EMPTY_FILTER,
  itemKey,
  movedFocus,
  rangeBetween,
  selectionSummary,
  type TBookItem,
  type TStatementLine,
  type TSuggestion,
  type TSuggestionCandidate,
  type TWorkspaceFilter,
  type TWorkspaceIndex,
  toggled,
} from '../workspace-model';
import { MatchSuggestions } from './match-suggestions';
import { useWorkspaceActions } from './workspace-actions';
import { useSlashFocus, WorkspaceFilters } from './workspace-filters';
import { FocusedItem, FocusedLineProposal } from './workspace-footers';
import { WorkspaceKeyboardHelp } from './workspace-keyboard-help';
import { WorkspacePane } from './workspace-pane';
import { useWorkspaceLists } from './workspace-rows';
import { WorkspaceSelectionBar } from './workspace-selection-bar';

type TPane = 'lines' | 'items';

/**
 * The two panes and everything between them (issue 23, item 3): filters, the selection bar, statement
 * lines beside uncleared book items, the focused line's suggestions, and the keyboard — ↑/↓ move,
 * Shift+↑/↓ extend, Space selects, Tab switches pane, Enter matches, U undoes the focused row's match,
 * A accepts the focused line's best suggestion, / focuses the search, Esc clears the selection.
 */
export function WorkspaceMatcher({
  accountId,
  data,
  index,
  suggestions,
  proposals,
  canWrite,
}: {
  accountId: string;
  data: TWorkspace;
  index: TWorkspaceIndex;
  suggestions: readonly TSuggestion[];
  proposals: readonly TRuleProposal[];
  canWrite: boolean;
}) {
  const actions = useWorkspaceActions(accountId);

  const [filter, setFilter] = React.useState<TWorkspaceFilter>(EMPTY_FILTER);
  const deferredFilter = React.useDeferredValue(filter);
  const [selectedLines, setSelectedLines] = React.useState<ReadonlySet<string>>(new Set());
  const [selectedItems, setSelectedItems] = React.useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = React.useState<Record<TPane, number>>({ lines: 0, items: 0 });
  const [activePane, setActivePane] = React.useState<TPane>('lines');
  const anchors = React.useRef<Record<TPane, string | null>>({ lines: null, items: null });
  const linesRef = React.useRef<HTMLDivElement | null>(null);
  const itemsRef = React.useRef<HTMLDivElement | null>(null);
  const searchRef = React.useRef<HTMLInputElement | null>(null);

  const { suggested, suggestionByLine, proposalByLine, lines, items, lineRows, itemRows } = useWorkspaceLists(
    data,
    suggestions,
    proposals,
    deferredFilter,
  );

  const rowsOf = (pane: TPane) => (pane === 'lines' ? lineRows : itemRows);
  const clamp = (pane: TPane) => Math.min(focus[pane], rowsOf(pane).length - 1);
  const focusedLine: TStatementLine | undefined = lines[clamp('lines')];
  const focusedItem: TBookItem | undefined = items[clamp('items')];
  const summary = React.useMemo(
    () => selectionSummary(index, selectedLines, selectedItems),
    [index, selectedLines, selectedItems],
  );

  useSlashFocus(searchRef);

  const setSelected = (pane: TPane, update: (set: ReadonlySet<string>) => ReadonlySet<string>) =>
    pane === 'lines' ? setSelectedLines(update) : setSelectedItems(update);
  const clearSelection = () => {
    setSelectedLines(new Set());
    setSelectedItems(new Set());
    anchors.current = { lines: null, items: null };
  };

  const match = async () => {
    if (!summary.canMatch) {
      if (summary.reason && summary.lineCount + summary.itemCount > 0) toast.error(summary.reason);
      return;
    }
    const bookItems = [...selectedItems].flatMap((key) => {
      const item = index.itemsByKey.get(key);
      return item ? [{ entry_id: item.entry_id, line_number: item.line_number }] : [];
    });
    if (await actions.match([...selectedLines], bookItems)) clearSelection();
  };

  const undo = (matchId: string | null | undefined) => (matchId ? void actions.undo(matchId) : undefined);

  const accept = async (line: TStatementLine, candidate: TSuggestionCandidate) => {
    if (!(await actions.accept(line, candidate))) return;
    const lineIds = new Set([line.id, ...candidate.statement_line_ids]);
    const keys = new Set(candidate.book_items.map(itemKey));
    setSelectedLines((set) => new Set([...set].filter((id) => !lineIds.has(id))));
    setSelectedItems((set) => new Set([...set].filter((key) => !keys.has(key))));
  };

  const acceptFocused = () => {
    if (!focusedLine || focusedLine.match_id) return;
    const suggestion = suggestionByLine.get(focusedLine.id);
    const best = suggestion?.candidates[0];
    if (!best) toast.info('This line has no suggestion: select its book items by hand');
    else if (suggestion.tie) toast.warning('The best candidates score the same: choose one below');
    else void accept(focusedLine, best);
  };

  const selectCandidate = (line: TStatementLine, candidate: TSuggestionCandidate) => {
    setSelectedLines(
      new Set(candidate.statement_line_ids.length > 0 ? candidate.statement_line_ids : [line.id]),
    );
    setSelectedItems(new Set(candidate.book_items.map(itemKey)));
  };

  const focusPane = (pane: TPane) => {
    setActivePane(pane);
    (pane === 'lines' ? linesRef : itemsRef).current?.focus();
  };

  const onRowClick = (pane: TPane) => (rowIndex: number, event: React.MouseEvent) => {
    const rows = rowsOf(pane);
    const row = rows[rowIndex];
    if (!row) return;
    setActivePane(pane);
    setFocus((current) => ({ ...current, [pane]: rowIndex }));
    if (!canWrite) return;
    if (event.shiftKey) {
      const range = rangeBetween(
        rows.map((r) => r.key),
        anchors.current[pane],
        row.key,
      );
      setSelected(pane, (set) => new Set([...set, ...range]));
    } else {
      setSelected(pane, (set) => toggled(set, row.key));
      anchors.current[pane] = row.key;
    }
  };

  const onPaneKeyDown = (pane: TPane) => (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const rows = rowsOf(pane);
    const current = clamp(pane);
    const move = (delta: number) => {
      event.preventDefault();
      const next = movedFocus(current, delta, rows.length);
      if (next < 0) return;
      setFocus((f) => ({ ...f, [pane]: next }));
      const row = rows[next];
      if (event.shiftKey && canWrite && row) {
        const range = rangeBetween(
          rows.map((r) => r.key),
          anchors.current[pane] ?? rows[current]?.key ?? null,
          row.key,
        );
        anchors.current[pane] ??= rows[current]?.key ?? null;
        setSelected(pane, (set) => new Set([...set, ...range]));
      }
    };
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    switch (event.key) {
      case 'ArrowDown':
        return move(1);
      case 'ArrowUp':
        return move(-1);
      case 'PageDown':
        return move(10);
      case 'PageUp':
        return move(-10);
      case 'Home':
        return move(-rows.length);
      case 'End':
        return move(rows.length);
      case ' ': {
        event.preventDefault();
        const row = rows[current];
        if (!row || !canWrite) return;
        setSelected(pane, (set) => toggled(set, row.key));
        anchors.current[pane] = row.key;
        return;
      }
      case 'Tab':
        if (pane === 'lines' && !event.shiftKey) {
          event.preventDefault();
          focusPane('items');
        } else if (pane === 'items' && event.shiftKey) {
          event.preventDefault();
          focusPane('lines');
        }
        return;
      case 'Enter':
        event.preventDefault();
        if (canWrite) void match();
        return;
      case 'Escape':
        clearSelection();
        return;
      case 'u':
      case 'U':
        if (!plain || !canWrite) return;
        event.preventDefault();
        undo(pane === 'lines' ? focusedLine?.match_id : focusedItem?.match_id);
        return;
      case 'a':
      case 'A':
        if (!plain || !canWrite || pane !== 'lines') return;
        event.preventDefault();
        acceptFocused();
        return;
      default:
        return;
    }
  };

  const focusedProposal = focusedLine ? proposalByLine.get(focusedLine.id) : undefined;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <WorkspaceFilters filter={filter} onChange={setFilter} searchRef={searchRef} />
        <div className="flex flex-wrap gap-2">
          <WorkspaceKeyboardHelp />
          {canWrite ? (
            <>
              <Button
                variant="outline"
                disabled={actions.isAutoMatching}
                onClick={() => void actions.runBulk('auto')}
              >
                {actions.isAutoMatching ? <ButtonSpinner /> : <WandSparklesIcon aria-hidden="true" />}
                Auto-match
              </Button>
              <Button
                variant="outline"
                disabled={actions.isAccepting || suggested.lines.size === 0}
                onClick={() => void actions.runBulk('accept')}
              >
                {actions.isAccepting ? <ButtonSpinner /> : <SparklesIcon aria-hidden="true" />}
                Accept all suggestions
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <WorkspaceSelectionBar
        summary={summary}
        canWrite={canWrite}
        isMatching={actions.isMatching}
        onMatch={() => void match()}
        onClear={clearSelection}
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <WorkspacePane
          id="statement-lines"
          title="Statement lines"
          rows={lineRows}
          total={data.statement_lines.length}
          focusedIndex={clamp('lines')}
          selected={selectedLines}
          isActive={activePane === 'lines'}
          emptyText={
            data.statement_lines.length === 0
              ? 'No statement lines yet: import the statement on the account page.'
              : 'No statement line matches the filters.'
          }
          listRef={linesRef}
          onRowClick={onRowClick('lines')}
          onKeyDown={onPaneKeyDown('lines')}
          onFocus={() => setActivePane('lines')}
          footer={
            <>
              <MatchSuggestions
                line={focusedLine}
                suggestion={focusedLine ? suggestionByLine.get(focusedLine.id) : undefined}
                index={index}
                canWrite={canWrite}
                isBusy={actions.isBusy}
                onSelect={selectCandidate}
                onAccept={(line, candidate) => void accept(line, candidate)}
              />
              {focusedProposal && !focusedLine?.match_id ? (
                <FocusedLineProposal
                  proposal={focusedProposal}
                  canWrite={canWrite}
                  isBusy={actions.isBusy}
                  onApply={(proposal) => void actions.applyProposal(proposal)}
                />
              ) : null}
            </>
          }
        />
        <WorkspacePane
          id="book-items"
          title="Uncleared book items"
          rows={itemRows}
          total={data.book_items.length}
          focusedIndex={clamp('items')}
          selected={selectedItems}
          isActive={activePane === 'items'}
          emptyText={
            data.book_items.length === 0
              ? 'No book items on this cash account after its opening date.'
              : 'No book item matches the filters.'
          }
          listRef={itemsRef}
          onRowClick={onRowClick('items')}
          onKeyDown={onPaneKeyDown('items')}
          onFocus={() => setActivePane('items')}
          footer={<FocusedItem item={focusedItem} />}
        />
      </div>
    </div>
  );
}
