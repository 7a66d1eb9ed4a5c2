import type { TRuleProposal, TWorkspace } from '@groundwork/shared';
import * as React from 'react';
import {
  filterItems,
  filterLines,
  itemKey,
  itemState,
  itemText,
  lineState,
  lineText,
  sortItems,
  sortLines,
  suggestedSets,
  type TBookItem,
  type TStatementLine,
  type TSuggestion,
  type TWorkspaceFilter,
} from '../workspace-model';
import type { TPaneRow } from './workspace-pane';

/** Statement lines as the left pane shows them; the note says "tie", "rule" or how a line was matched. */
export function lineRowsOf(
  lines: readonly TStatementLine[],
  context: {
    suggestedLines: ReadonlySet<string>;
    suggestionByLine: ReadonlyMap<string, TSuggestion>;
    proposalByLine: ReadonlyMap<string, TRuleProposal>;
    matchKind: ReadonlyMap<string, string>;
  },
): TPaneRow[] {
  return lines.map((line) => {
    const state = lineState(line, context.suggestedLines);
    let note: string | undefined;
    if (state === 'matched') note = context.matchKind.get(line.match_id ?? '');
    else if (context.suggestionByLine.get(line.id)?.tie) note = 'tie';
    else if (context.proposalByLine.has(line.id)) note = 'rule';
    return {
      key: line.id,
      date: line.posted_date,
      number: line.check_number ?? '',
      text: lineText(line) || line.bank_reference || '',
      amountCents: line.amount_cents,
      type: line.kind,
      state,
      note,
    };
  });
}

/** Book items as the right pane shows them: the check number, else the entry number. */
export function itemRowsOf(
  items: readonly TBookItem[],
  context: { suggestedItems: ReadonlySet<string>; matchKind: ReadonlyMap<string, string> },
): TPaneRow[] {
  return items.map((item) => ({
    key: itemKey(item),
    date: item.date,
    number: item.check_number ?? item.entry_number,
    text: itemText(item),
    amountCents: item.amount_cents,
    type: item.type,
    state: itemState(item, context.suggestedItems),
    note: item.match_id ? context.matchKind.get(item.match_id) : undefined,
  }));
}

/**
 * The two panes' rows: sorted once per workspace, filtered per filter, with the suggestion and rule
 * lookups the panes and the suggestions panel share.
 */
export function useWorkspaceLists(
  data: TWorkspace,
  suggestions: readonly TSuggestion[],
  proposals: readonly TRuleProposal[],
  filter: TWorkspaceFilter,
) {
  const suggested = React.useMemo(() => suggestedSets(suggestions), [suggestions]);
  const suggestionByLine = React.useMemo(
    () => new Map(suggestions.map((s) => [s.statement_line_id, s])),
    [suggestions],
  );
  const proposalByLine = React.useMemo(
    () => new Map(proposals.map((p) => [p.statement_line_id, p])),
    [proposals],
  );
  const matchKind = React.useMemo(
    () => new Map<string, string>(data.matches.map((m) => [m.id, m.kind])),
    [data.matches],
  );
  const sortedLines = React.useMemo(() => sortLines(data.statement_lines), [data.statement_lines]);
  const sortedItems = React.useMemo(() => sortItems(data.book_items), [data.book_items]);
  const lines = React.useMemo(
    () => filterLines(sortedLines, filter, suggested.lines),
    [sortedLines, filter, suggested.lines],
  );
  const items = React.useMemo(
    () => filterItems(sortedItems, filter, suggested.items),
    [sortedItems, filter, suggested.items],
  );
  const lineRows = React.useMemo(
    () => lineRowsOf(lines, { suggestedLines: suggested.lines, suggestionByLine, proposalByLine, matchKind }),
    [lines, suggested.lines, suggestionByLine, proposalByLine, matchKind],
  );
  const itemRows = React.useMemo(
    () => itemRowsOf(items, { suggestedItems: suggested.items, matchKind }),
    [items, suggested.items, matchKind],
  );
  return { suggested, suggestionByLine, proposalByLine, lines, items, lineRows, itemRows };
}
