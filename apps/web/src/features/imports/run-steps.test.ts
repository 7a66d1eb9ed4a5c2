import { describe, expect, it } from 'vitest';
import { openSteps, shownStep, stepOfRun, stepState, type TRunStepFacts } from './run-steps';

const draft: TRunStepFacts = {
  status: 'draft',
  cutover_date: null,
  previewed_at: null,
  error_count: 0,
  has_report: false,
  fileCount: 0,
};

describe('stepOfRun', () => {
  it('walks a draft through upload, cut-over and map', () => {
    expect(stepOfRun(draft)).toBe('upload');
    expect(stepOfRun({ ...draft, fileCount: 2 })).toBe('cutover');
    expect(stepOfRun({ ...draft, fileCount: 2, cutover_date: '2026-03-31' })).toBe('map');
  });

  it('shows the findings of a dry run that flagged rows', () => {
    const flagged = { ...draft, fileCount: 1, cutover_date: '2026-03-31', previewed_at: 'x', error_count: 3 };
    expect(stepOfRun(flagged)).toBe('preview');
    expect(stepOfRun({ ...flagged, error_count: 0 })).toBe('map');
  });

  it('follows the background work', () => {
    expect(stepOfRun({ ...draft, status: 'previewing' })).toBe('preview');
    expect(stepOfRun({ ...draft, status: 'ready' })).toBe('preview');
    expect(stepOfRun({ ...draft, status: 'importing' })).toBe('import');
    expect(stepOfRun({ ...draft, status: 'failed' })).toBe('import');
    expect(stepOfRun({ ...draft, status: 'imported' })).toBe('verify');
    expect(stepOfRun({ ...draft, status: 'rolled_back' })).toBe('verify');
  });

  it('shows a rollback on the step it started from', () => {
    // An imported run keeps its report: the rollback shows under it.
    expect(stepOfRun({ ...draft, status: 'rolling_back', has_report: true })).toBe('verify');
    // A failed run with committed stages has none: the rollback shows with its stages.
    expect(stepOfRun({ ...draft, status: 'rolling_back', has_report: false })).toBe('import');
  });
});

describe('openSteps and shownStep', () => {
  it('keeps the editing steps open until the import starts', () => {
    expect(openSteps(draft)).toEqual(['upload', 'cutover']);
    expect(openSteps({ ...draft, fileCount: 1, status: 'ready' })).toEqual([
      'upload',
      'cutover',
      'map',
      'preview',
    ]);
    expect(openSteps({ ...draft, status: 'previewing' })).toEqual(['preview']);
    expect(openSteps({ ...draft, status: 'imported' })).toEqual(['import', 'verify']);
    expect(openSteps({ ...draft, status: 'failed' })).toEqual([
      'upload',
      'cutover',
      'map',
      'preview',
      'import',
    ]);
  });

  it('shows the asked step only when it is open', () => {
    const ready = { ...draft, fileCount: 1, cutover_date: '2026-03-31', status: 'ready' as const };
    expect(shownStep('map', ready)).toBe('map');
    expect(shownStep(null, ready)).toBe('preview');
    expect(shownStep('verify', ready)).toBe('preview');
    expect(shownStep('upload', { ...ready, status: 'importing' })).toBe('import');
  });

  it('keeps a rolling-back run on its report or its stages, nothing editable', () => {
    const rolling = { ...draft, fileCount: 1, cutover_date: '2026-03-31', status: 'rolling_back' as const };
    expect(openSteps({ ...rolling, has_report: true })).toEqual(['import', 'verify']);
    expect(openSteps(rolling)).toEqual(['import']);
    expect(shownStep(null, { ...rolling, has_report: true })).toBe('verify');
    expect(shownStep('import', { ...rolling, has_report: true })).toBe('import');
    expect(shownStep('map', { ...rolling, has_report: true })).toBe('verify');
    expect(shownStep(null, rolling)).toBe('import');
    expect(shownStep('verify', rolling)).toBe('import');
  });
});

describe('stepState', () => {
  it('marks the steps before the run as done and the ones after as locked', () => {
    const importing = { ...draft, fileCount: 1, cutover_date: '2026-03-31', status: 'importing' as const };
    expect(stepState('upload', 'import', importing)).toBe('done');
    expect(stepState('preview', 'import', importing)).toBe('done');
    expect(stepState('import', 'import', importing)).toBe('current');
    expect(stepState('verify', 'import', importing)).toBe('locked');
  });

  it('locks the editing steps while a rollback works', () => {
    const rolling = {
      ...draft,
      fileCount: 1,
      cutover_date: '2026-03-31',
      status: 'rolling_back' as const,
      has_report: true,
    };
    expect(stepState('map', 'verify', rolling)).toBe('done');
    expect(stepState('import', 'verify', rolling)).toBe('open');
    expect(stepState('verify', 'verify', rolling)).toBe('current');
    const failedRolling = { ...rolling, has_report: false };
    expect(stepState('preview', 'import', failedRolling)).toBe('done');
    expect(stepState('import', 'import', failedRolling)).toBe('current');
    expect(stepState('verify', 'import', failedRolling)).toBe('locked');
  });

  it('lets a draft open its earlier steps', () => {
    const mapped = { ...draft, fileCount: 1, cutover_date: '2026-03-31' };
    expect(stepState('upload', 'map', mapped)).toBe('open');
    expect(stepState('preview', 'map', mapped)).toBe('open');
    expect(stepState('import', 'map', mapped)).toBe('locked');
  });
});
