import type { TImportProgress, TImportStageState } from '@groundwork/shared';
import { CheckCircle2, CircleDashed, CircleSlash, LoaderCircle, XCircle } from 'lucide-react';
import { cn } from '@/lib/utils';
import { overallPercent, stageLines, type TStageLine } from '../stage-progress';

const STATUS_TEXT: Record<TStageLine['status'], string> = {
  pending: 'Waiting',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Nothing to do',
};

function StatusIcon({ status }: { status: TStageLine['status'] }) {
  const className = 'size-4 shrink-0';
  if (status === 'done')
    return <CheckCircle2 aria-hidden="true" className={cn(className, 'text-emerald-600')} />;
  if (status === 'running')
    return <LoaderCircle aria-hidden="true" className={cn(className, 'animate-spin text-primary')} />;
  if (status === 'failed')
    return <XCircle aria-hidden="true" className={cn(className, 'text-destructive')} />;
  if (status === 'skipped')
    return <CircleSlash aria-hidden="true" className={cn(className, 'text-muted-foreground')} />;
  return <CircleDashed aria-hidden="true" className={cn(className, 'text-muted-foreground')} />;
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The stages in order with their state and counts; the running one with its bar. */
export function StageProgressList({
  stages,
  progress,
  label,
  showCounts = true,
}: {
  stages: readonly TImportStageState[];
  progress: TImportProgress | null;
  label: string;
  showCounts?: boolean;
}) {
  const lines = stageLines(stages, progress);
  const overall = overallPercent(lines);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{label}</span>
          <span className="tabular-nums">{overall}%</span>
        </div>
        <ProgressBar percent={overall} label={label} />
        {progress?.message ? <p className="text-muted-foreground text-xs">{progress.message}</p> : null}
      </div>
      <ol aria-label="Stages" className="grid gap-1 rounded-md border">
        {lines.map((line) => (
          <li
            key={line.stage}
            className={cn(
              'grid gap-1 border-b px-3 py-2 last:border-b-0',
              line.status === 'failed' && 'bg-destructive/5',
            )}
          >
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <StatusIcon status={line.status} />
              <span className="font-medium">{line.label}</span>
              <span className="text-muted-foreground">{STATUS_TEXT[line.status]}</span>
              {showCounts && line.status === 'done' ? (
                <span className="ml-auto text-muted-foreground text-xs tabular-nums">
                  {line.created.toLocaleString()} created · {line.updated.toLocaleString()} updated ·{' '}
                  {line.unchanged.toLocaleString()} unchanged
                </span>
              ) : null}
              {line.errorCount > 0 ? (
                <span className="ml-auto text-destructive text-xs">
                  {line.errorCount.toLocaleString()} error{line.errorCount === 1 ? '' : 's'}
                </span>
              ) : null}
            </div>
            {line.percent !== null ? (
              <ProgressBar percent={line.percent} label={`${line.label} progress`} />
            ) : null}
            {line.message ? <p className="text-muted-foreground text-xs">{line.message}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
