import type {
  TImportControlAccount,
  TImportMapping,
  TImportMappingView,
  TImportRun,
} from '@groundwork/shared';
import { AlertTriangle, ArrowRight, Save } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { useImportMapping, useSaveImportMapping } from '../api/use-import-mapping';
import {
  accountOptions,
  useChartAccounts,
  useCustomerOptions,
  useJobOptions,
  useVendorOptions,
} from '../api/use-import-pickers';
import { useStartPreview } from '../api/use-import-preview';
import {
  accountLines,
  chooseControlAccount,
  draftFromView,
  mappingKey,
  mappingProblems,
  requiredControls,
  resetTypeOverride,
  setTypeOverride,
  type TChartAccount,
  typeSourceOf,
  typeTableRows,
  unmappedControls,
  updateAccountRow,
  updateNameRow,
} from '../mapping-draft';
import { isRunEditable } from '../run-steps';
import { ControlAccountsForm } from './control-accounts-form';
import { SourceAccountsTable } from './source-accounts-table';
import { TypeTableEditor } from './type-table-editor';
import { UnresolvedNamesTable } from './unresolved-names-table';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {children}
    </section>
  );
}

function MappingEditor({
  run,
  view,
  chart,
  onPreview,
}: {
  run: TImportRun;
  view: TImportMappingView;
  chart: readonly TChartAccount[];
  onPreview: () => void;
}) {
  const [draft, setDraft] = React.useState<TImportMapping>(() => draftFromView(view));
  const [savedKey, setSavedKey] = React.useState(() => mappingKey(view.mapping));
  const save = useSaveImportMapping(run.id);
  const preview = useStartPreview(run.id);
  const typeSource = typeSourceOf(run.source);
  const isEditable = isRunEditable(run.status);
  const isDirty = mappingKey(draft) !== savedKey;

  const lines = React.useMemo(() => accountLines(view, draft, typeSource), [view, draft, typeSource]);
  const problems = React.useMemo(() => mappingProblems(view, draft, typeSource), [view, draft, typeSource]);
  const controlProblems = React.useMemo(
    () =>
      new Map<TImportControlAccount, string>(
        unmappedControls(draft, view.source_accounts).map((c) => [c.key, c.message]),
      ),
    [view, draft],
  );
  const required = React.useMemo(() => new Set(requiredControls(view.source_accounts)), [view]);
  const typeRows = React.useMemo(
    () => typeTableRows(view, draft).filter((row) => run.source === 'csv' || row.source === typeSource),
    [view, draft, run.source, typeSource],
  );
  const kinds = new Set(draft.names.map((row) => (row.kind === 'class' ? 'job' : row.kind)));
  const customers = useCustomerOptions(kinds.has('customer'));
  const vendors = useVendorOptions(kinds.has('vendor'));
  const jobs = useJobOptions(kinds.has('job'));
  const chartOptions = React.useMemo(() => accountOptions(chart), [chart]);
  const onRow = React.useCallback(
    (path: string, patch: Parameters<typeof updateAccountRow>[2]) =>
      setDraft((current) => updateAccountRow(current, path, patch)),
    [],
  );

  const saveMapping = async (): Promise<boolean> => {
    try {
      await save.mutateAsync(draft);
      setSavedKey(mappingKey(draft));
      return true;
    } catch (error) {
      toast.error('The mapping was not saved', { description: errorMessage(error, 'Please try again.') });
      return false;
    }
  };
  const saveAndCheck = async () => {
    if (isDirty && !(await saveMapping())) return;
    preview.mutate(undefined, {
      onSuccess: onPreview,
      onError: (error) =>
        toast.error('The check did not start', { description: errorMessage(error, 'Please try again.') }),
    });
  };
  const isBusy = save.isPending || preview.isPending;

  return (
    <div className="grid gap-8 pb-24">
      <div className="grid gap-1">
        <h2 className="font-semibold text-lg">Map your accounts and names</h2>
        <p className="text-muted-foreground text-sm">
          {view.source_accounts.length.toLocaleString()} source account
          {view.source_accounts.length === 1 ? '' : 's'}. The mapping is kept for your next import from this
          source.
        </p>
      </div>
      {view.source_accounts.length > 0 ? (
        <Section
          id="control-accounts-heading"
          title="Control accounts"
          description="Point each of these at the account your books use for it: balances of receivables, payables and retainage come in through the open invoices and bills instead."
        >
          <ControlAccountsForm
            draft={draft}
            sourceAccounts={view.source_accounts}
            problems={controlProblems}
            required={required}
            onChoose={(key, path) => setDraft((current) => chooseControlAccount(current, key, path))}
          />
        </Section>
      ) : null}
      {view.source_accounts.length > 0 ? (
        <Section
          id="source-accounts-heading"
          title="Accounts"
          description="Map each account onto one of yours, or create it. A rerun finds the accounts it created by number."
        >
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <legend className="sr-only">Numbers of new accounts</legend>
            <span className="font-medium">New accounts:</span>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="numbering"
                value="keep_source"
                checked={draft.numbering === 'keep_source'}
                onChange={() => setDraft((current) => ({ ...current, numbering: 'keep_source' }))}
              />
              keep the QuickBooks number (when valid)
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="numbering"
                value="assign"
                checked={draft.numbering === 'assign'}
                onChange={() => setDraft((current) => ({ ...current, numbering: 'assign' }))}
              />
              number them by my chart’s numbering
            </label>
          </fieldset>
          <SourceAccountsTable lines={lines} accounts={chartOptions} onRow={onRow} />
        </Section>
      ) : null}
      {draft.names.length > 0 ? (
        <Section
          id="names-heading"
          title="Names not in your lists"
          description="Customers, vendors and jobs the documents name that the lists do not hold, and the classes."
        >
          <UnresolvedNamesTable
            rows={draft.names}
            options={{ customer: customers.data ?? [], vendor: vendors.data ?? [], job: jobs.data ?? [] }}
            onChange={(row, patch) => setDraft((current) => updateNameRow(current, row, patch))}
          />
        </Section>
      ) : null}
      {typeRows.length > 0 ? (
        <details className="group rounded-md border p-4">
          <summary className="cursor-pointer font-semibold">
            Type table{' '}
            <span className="font-normal text-muted-foreground text-sm">
              — how QuickBooks account types become yours (edit a row to change every account of that type)
            </span>
          </summary>
          <div className="mt-3">
            <TypeTableEditor
              rows={typeRows}
              onChange={(row, subtype) =>
                setDraft((current) => setTypeOverride(current, row.source, row.source_type, subtype))
              }
              onReset={(row) =>
                setDraft((current) => resetTypeOverride(current, row.source, row.source_type))
              }
            />
          </div>
        </details>
      ) : null}
      <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:flex sm:items-center sm:justify-between">
        <div role="status" aria-live="polite" className="text-sm">
          {problems.length === 0 ? (
            <span className="text-muted-foreground">
              {isDirty ? 'Everything is mapped; not saved yet' : 'Everything is mapped and saved'}
            </span>
          ) : (
            <details>
              <summary className="flex cursor-pointer items-center gap-2 text-destructive">
                <AlertTriangle aria-hidden="true" className="size-4" />
                {problems.length} thing{problems.length === 1 ? '' : 's'} to settle before the preview
              </summary>
              <ul className="mt-1 list-disc pl-6 text-destructive">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!isEditable || !isDirty || isBusy}
            onClick={() => void saveMapping().then((ok) => ok && toast.success('Mapping saved'))}
          >
            {save.isPending ? <ButtonSpinner /> : <Save aria-hidden="true" />}
            Save mapping
          </Button>
          <Button
            type="button"
            disabled={!isEditable || problems.length > 0 || isBusy}
            onClick={() => void saveAndCheck()}
          >
            {preview.isPending ? <ButtonSpinner /> : null}
            {isDirty ? 'Save and check' : 'Check the import'}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Step 3: the mapping (controls, accounts, names, type table), saved, then checked by a dry run. */
export function MappingStep({ run, onPreview }: { run: TImportRun; onPreview: () => void }) {
  const mapping = useImportMapping(run.id);
  const chart = useChartAccounts();
  return (
    <QueryState
      query={mapping}
      loadingLabel="Loading the mapping"
      loadingRows={8}
      errorText="Could not load the mapping"
    >
      {(view) => (
        <QueryState
          query={chart}
          loadingLabel="Loading your chart"
          errorText="Could not load your chart of accounts"
        >
          {(accounts) => (
            <MappingEditor key={run.id} run={run} view={view} chart={accounts} onPreview={onPreview} />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
