/** `count` cost-code import rows: parents XX-0000 each with up to 99 children (10,000 = 100 divisions). */
export function costCodeRows(count: number): { code: string; description: string }[] {
  const rows: { code: string; description: string }[] = [];
  for (let division = 0; rows.length < count; division++) {
    const dd = String(division).padStart(2, '0');
    rows.push({ code: `${dd}-0000`, description: `Division ${dd}` });
    for (let n = 1; n < 100 && rows.length < count; n++) {
      rows.push({ code: `${dd}-${String(n * 10).padStart(4, '0')}`, description: `Item ${dd}.${n}` });
    }
  }
  return rows;
}

/** Polls `condition` until it holds (a condition, not a sleep); fails after `timeoutMs`. */
export async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
