/** Said when a chosen file's name does not end in .csv (spec §5). */
export const SELECT_CSV_MESSAGE = 'Please select a CSV file';

/** Whether a chosen file is a CSV by its name (spec §5: the name must end in .csv). */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}
