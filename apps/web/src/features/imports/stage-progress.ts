import {
  IMPORT_STAGE_LABELS,
  IMPORT_STAGES,
  type TImportProgress,
  type TImportReport,
  type TImportStage,
  type TImportStageState,
  type TImportStageStatus,
} from '@groundwork/shared';

export type TStageLine = {
  stage: TImportStage;
  label: string;
  status: TImportStageStatus;
  created: number;
  updated: number;
  unchanged: number;
  errorCount: number;
  message: string | null;
  /** 0–100 while the stage runs and its total is known. */
  percent: number | null;
};

/** Share of `done` in `total` as a whole percent, 0–100. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** The stages in the order they run, each with its state and, while it runs, how far it got. */
export function stageLines(
  stages: readonly TImportStageState[],
  progress: TImportProgress | null,
): TStageLine[] {
  const byStage = new Map(stages.map((s) => [s.stage, s]));
  return IMPORT_STAGES.filter((stage) => byStage.has(stage) || stages.length === 0).map((stage) => {
    const state = byStage.get(stage);
    const isRunning = progress?.stage === stage && state?.status !== 'done' && state?.status !== 'failed';
    return {
      stage,
      label: IMPORT_STAGE_LABELS[stage],
      status: isRunning ? 'running' : (state?.status ?? 'pending'),
      created: state?.created ?? 0,
      updated: state?.updated ?? 0,
      unchanged: state?.unchanged ?? 0,
      errorCount: state?.error_count ?? 0,
      message: state?.message ?? null,
      percent: isRunning && progress && progress.total > 0 ? percentOf(progress.done, progress.total) : null,
    };
  });
}

/** How far the whole run got: finished stages plus the running one's share, over the stages to run. */
export function overallPercent(lines: readonly TStageLine[]): number {
  const toRun = lines.filter((line) => line.status !== 'skipped');
  if (toRun.length === 0) return 0;
  const done = toRun.filter((line) => line.status === 'done').length;
  const running = toRun.find((line) => line.status === 'running');
  return percentOf(done * 100 + (running?.percent ?? 0), toRun.length * 100);
}

export type TReportFindings = {
  accountDifferences: number;
  receivableDifferences: number;
  payableDifferences: number;
  countDifferences: number;
  isClearingZero: boolean;
};

/** What the verification report found off: rows with a difference, lists whose counts differ. */
export function reportFindings(report: TImportReport): TReportFindings {
  const off = (rows: readonly { difference_cents: number }[]) =>
    rows.filter((row) => row.difference_cents !== 0).length;
  return {
    accountDifferences: off(report.trial_balance),
    receivableDifferences: off(report.receivables),
    payableDifferences: off(report.payables),
    countDifferences: report.counts.filter((row) => row.source !== row.imported).length,
    isClearingZero: report.opening_clearing_cents === 0,
  };
}
