/**
 * The characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * let one through after the spreadsheet strips them): OWASP's list for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type TCsvValue = string | number | boolean | null | undefined;

/**
 * One value as the text of a CSV cell, safe to open in a spreadsheet: text that starts with `=`, `+`,
 * `-`, `@`, tab or carriage return gets a leading single quote (OWASP), so `=HYPERLINK(…)` typed into a
 * description is shown, not run. Numbers and booleans are written as they are (their text is never a
 * formula, and a negative amount must stay a number); null and undefined are empty.
 *
 * Every CSV the product writes — in the browser (papaparse) or on the server (csv-stringify) — passes
 * each row through `neutralizeCsvRow` first. A new export must too.
 */
export function neutralizeCsvCell(value: TCsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function neutralizeCsvRow(row: readonly TCsvValue[]): string[] {
  return row.map(neutralizeCsvCell);
}
