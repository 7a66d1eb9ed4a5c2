/** One choice of a searchable select: shown as `label`, found by its words (number, name). */
export type TOption = { id: string; label: string; hint?: string };

/** At most this many matches are listed; more words narrow them. */
export const OPTION_LIMIT = 50;

/** The options whose label (or hint) holds every word of `query`, case-insensitive, in list order. */
export function matchOptions(options: readonly TOption[], query: string, limit = OPTION_LIMIT): TOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches: TOption[] = [];
  for (const option of options) {
    const text = `${option.label} ${option.hint ?? ''}`.toLowerCase();
    if (words.every((word) => text.includes(word))) {
      matches.push(option);
      if (matches.length >= limit) break;
    }
  }
  return matches;
}

/** The option index after a key press in the list (wraps around; -1 for an empty list). */
export function movedIndex(
  current: number,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End',
  count: number,
): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}
