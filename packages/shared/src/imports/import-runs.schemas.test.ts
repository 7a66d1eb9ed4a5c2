import { describe, expect, it } from 'vitest';
import { isImportRunBusy } from './import-runs.schemas.ts';

describe('isImportRunBusy', () => {
  it('polls while a dry run, an import or a rollback works in the background', () => {
    expect(isImportRunBusy('previewing')).toBe(true);
    expect(isImportRunBusy('importing')).toBe(true);
    expect(isImportRunBusy('rolling_back')).toBe(true);
    expect(isImportRunBusy('draft')).toBe(false);
    expect(isImportRunBusy('ready')).toBe(false);
    expect(isImportRunBusy('imported')).toBe(false);
    expect(isImportRunBusy('failed')).toBe(false);
    expect(isImportRunBusy('rolled_back')).toBe(false);
  });
});
