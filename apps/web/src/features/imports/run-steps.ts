import type { TImportRun, TImportRunStatus } from '@groundwork/shared';

/*
 * The run wizard's steps and which of them the run's status allows. The server owns the status: the
 * wizard only shows the step it implies (a dry run checking → Preview, importing → Import…) and lets
 * the user move between the steps that may still change the run. A rollback working in the background
 * shows on the step it started from: Verify for an imported run (it keeps a report), Import for a
 * failed run with committed stages (it has none).
 */

export const WIZARD_STEPS = ['upload', 'cutover', 'map', 'preview', 'import', 'verify'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_STEP_LABELS: Record<TWizardStep, string> = {
  upload: 'Upload',
  cutover: 'Cut-over & options',
  map: 'Map',
  preview: 'Preview',
  import: 'Import',
  verify: 'Verify',
};

export type TRunStepFacts = Pick<
  TImportRun,
  'status' | 'cutover_date' | 'previewed_at' | 'error_count' | 'has_report'
> & {
  fileCount: number;
};

/**
 * Files, cut-over and mapping may change (a ready run goes back to draft when they do); a failed run
 * too, to fix what stopped it before resuming.
 */
export function isRunEditable(status: TImportRunStatus): boolean {
  return status === 'draft' || status === 'ready' || status === 'failed';
}

/** The step the run's status implies when the page opens (or the status moves on). */
export function stepOfRun(run: TRunStepFacts): TWizardStep {
  switch (run.status) {
    case 'previewing':
    case 'ready':
      return 'preview';
    case 'importing':
    case 'failed':
      return 'import';
    case 'imported':
    case 'rolled_back':
      return 'verify';
    case 'rolling_back':
      return run.has_report ? 'verify' : 'import';
    case 'draft':
      if (run.fileCount === 0) return 'upload';
      if (run.cutover_date === null) return 'cutover';
      // A dry run found errors: its findings are what the user needs next.
      if (run.previewed_at !== null && run.error_count > 0) return 'preview';
      return 'map';
  }
}

/** The steps the user may open now, in order. */
export function openSteps(run: TRunStepFacts): TWizardStep[] {
  switch (run.status) {
    case 'draft':
    case 'ready':
      return run.fileCount === 0 ? ['upload', 'cutover'] : ['upload', 'cutover', 'map', 'preview'];
    case 'previewing':
      return ['preview'];
    case 'importing':
      return ['import'];
    case 'failed':
      return ['upload', 'cutover', 'map', 'preview', 'import'];
    case 'imported':
    case 'rolled_back':
      return ['import', 'verify'];
    case 'rolling_back':
      return run.has_report ? ['import', 'verify'] : ['import'];
  }
}

export type TStepState = 'done' | 'current' | 'open' | 'locked';

/** How the stepper shows a step: done (before the run's own step), current (shown), open, locked. */
export function stepState(step: TWizardStep, shown: TWizardStep, run: TRunStepFacts): TStepState {
  if (step === shown) return 'current';
  const isOpen = openSteps(run).includes(step);
  const runStep = WIZARD_STEPS.indexOf(stepOfRun(run));
  const isDone = WIZARD_STEPS.indexOf(step) < runStep || (run.status === 'imported' && step === 'verify');
  if (isDone && !isOpen) return 'done';
  return isOpen ? 'open' : 'locked';
}

/** The step to show: the one asked for when the run allows it, else the run's own. */
export function shownStep(asked: TWizardStep | null, run: TRunStepFacts): TWizardStep {
  return asked !== null && openSteps(run).includes(asked) ? asked : stepOfRun(run);
}

/** The step after `step` within the open ones (Continue buttons). */
export function nextStep(step: TWizardStep): TWizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

export function isWizardStep(value: string | null): value is TWizardStep {
  return value !== null && (WIZARD_STEPS as readonly string[]).includes(value);
}

/**
 * A failed import with at least one stage committed: a new import resumes at the failed stage, and the
 * run may be rolled back. Without one nothing was imported: the server refuses to resume
 * (import_not_ready) and the way on is a new preview.
 */
export function hasCommittedStage(run: Pick<TImportRun, 'status' | 'stages'>): boolean {
  return run.status === 'failed' && run.stages.some((s) => s.status === 'done');
}
