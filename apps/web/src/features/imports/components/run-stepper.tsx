import { Check, Lock } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';
import {
  stepState,
  type TRunStepFacts,
  type TWizardStep,
  WIZARD_STEP_LABELS,
  WIZARD_STEPS,
} from '../run-steps';

/**
 * The wizard's steps as an ordered list: the shown one is the current step (aria-current), the ones the
 * run still allows are buttons, the others say why they cannot open. On a phone only the numbers and
 * the current label show; the list scrolls sideways.
 */
export function RunStepper({
  shown,
  run,
  onStep,
}: {
  shown: TWizardStep;
  run: TRunStepFacts;
  onStep: (step: TWizardStep) => void;
}) {
  const listRef = React.useRef<HTMLOListElement>(null);
  // On a phone the list scrolls sideways: keep the shown step in view.
  React.useEffect(() => {
    const item = listRef.current?.children[WIZARD_STEPS.indexOf(shown)];
    item?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [shown]);
  return (
    <nav aria-label="Import steps" className="overflow-x-auto">
      <ol ref={listRef} className="flex min-w-max items-center gap-1 sm:gap-2">
        {WIZARD_STEPS.map((step, index) => {
          const state = stepState(step, shown, run);
          const label = WIZARD_STEP_LABELS[step];
          const marker = (
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border font-medium text-xs',
                state === 'current' && 'border-primary bg-primary text-primary-foreground',
                state === 'done' && 'border-primary/50 bg-primary/10 text-primary',
                state === 'open' && 'border-primary/50 text-primary',
                state === 'locked' && 'border-muted-foreground/30 text-muted-foreground',
              )}
            >
              {state === 'done' ? <Check className="size-4" /> : index + 1}
            </span>
          );
          const text = (
            <span className={cn('whitespace-nowrap text-sm', state !== 'current' && 'max-sm:sr-only')}>
              {label}
            </span>
          );
          return (
            <li key={step} className="flex items-center gap-1 sm:gap-2">
              {index > 0 ? <span aria-hidden="true" className="h-px w-3 bg-border sm:w-6" /> : null}
              {state === 'open' ? (
                <button
                  type="button"
                  className="flex items-center gap-2 rounded-md p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onStep(step)}
                >
                  {marker}
                  {text}
                </button>
              ) : (
                <span
                  className={cn('flex items-center gap-2 p-1', state === 'locked' && 'text-muted-foreground')}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {marker}
                  {text}
                  {state === 'done' ? <span className="sr-only">(done)</span> : null}
                  {state === 'locked' ? (
                    <>
                      <Lock aria-hidden="true" className="size-3 max-sm:hidden" />
                      <span className="sr-only">(not open yet)</span>
                    </>
                  ) : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
