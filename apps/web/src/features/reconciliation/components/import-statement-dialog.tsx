import type { TCsvProfile } from '@groundwork/shared';
import { ArrowLeft, FileUp } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { cn } from '@/lib/utils';
import type { TBankAccount } from '../api/bank-accounts-api';
import { type TStatementPreview, useImportStatement, usePreviewStatement } from '../api/statements-api';
import {
  decodeCsv,
  draftFromProfile,
  initialMapping,
  profileFromDraft,
  type TCsvMappingDraft,
} from './import-csv-mapping';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { canImport, importButtonLabel, importResultText } from './import-preview-summary';

type TStep =
  | { kind: 'upload' }
  | { kind: 'mapping' }
  | { kind: 'preview'; preview: TStatementPreview; profile: TCsvProfile | null };

const STEPS: { kind: TStep['kind']; label: string }[] = [
  { kind: 'upload', label: 'Choose the file' },
  { kind: 'mapping', label: 'Map the columns (CSV)' },
  { kind: 'preview', label: 'Check and import' },
];

const looksLikeCsv = (file: File) => /\.(csv|txt)$/i.test(file.name);

/**
 * The statement import wizard: the file → (a CSV: its columns mapped, starting from the account's saved
 * mapping) → the server's preview → Import. Nothing is written before Import; a CSV's mapping is saved
 * with the import for next month.
 */
function ImportWizard({ account, onDone }: { account: TBankAccount; onDone: () => void }) {
  const [step, setStep] = React.useState<TStep>({ kind: 'upload' });
  const [file, setFile] = React.useState<File | null>(null);
  const [bytes, setBytes] = React.useState<ArrayBuffer | null>(null);
  const [draft, setDraft] = React.useState<TCsvMappingDraft>(() => draftFromProfile(account.csv_profile));
  const [error, setError] = React.useState<string | null>(null);
  const [mappingProblems, setMappingProblems] = React.useState<string[]>([]);
  const preview = usePreviewStatement(account.id);
  const importing = useImportStatement(account.id);

  const chooseFile = async (chosen: File) => {
    setError(null);
    setFile(chosen);
    const content = await chosen.arrayBuffer();
    setBytes(content);
    if (!account.csv_profile && looksLikeCsv(chosen)) setDraft(initialMapping(decodeCsv(content, 'utf-8')));
    try {
      // The server tells the format; a CSV without a saved mapping asks for one.
      const answer = await preview.mutateAsync({ file: chosen, profile: null });
      setStep({ kind: 'preview', preview: answer, profile: null });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'csv_profile_required') {
        setStep({ kind: 'mapping' });
        return;
      }
      const message = errorMessage(caught, 'Could not read the file');
      if (looksLikeCsv(chosen)) {
        setStep({ kind: 'mapping' });
        setMappingProblems([message]);
      } else setError(message);
    }
  };

  const previewMapping = async () => {
    if (!file) return;
    const made = profileFromDraft(draft);
    if (!made.ok) {
      setMappingProblems(made.problems);
      return;
    }
    setMappingProblems([]);
    try {
      const answer = await preview.mutateAsync({ file, profile: made.profile });
      setStep({ kind: 'preview', preview: answer, profile: made.profile });
    } catch (caught) {
      setMappingProblems([errorMessage(caught, 'Could not read the file with this mapping')]);
    }
  };

  const runImport = async (profile: TCsvProfile | null) => {
    if (!file) return;
    try {
      const result = await importing.mutateAsync({ file, profile });
      toast.success('Statement imported', { description: importResultText(result) });
      onDone();
    } catch (caught) {
      toast.error('The statement was not imported', {
        description: errorMessage(caught, 'Please try again.'),
      });
    }
  };

  const isCsv = step.kind === 'preview' ? step.preview.format === 'csv' : true;

  return (
    <div className="grid gap-4">
      <ol aria-label="Import steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {STEPS.map((item, index) => (
          <li
            key={item.kind}
            aria-current={item.kind === step.kind ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5',
              item.kind === step.kind ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'flex size-5 items-center justify-center rounded-full border text-xs',
                item.kind === step.kind && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              {index + 1}
            </span>
            {item.label}
          </li>
        ))}
      </ol>
      {step.kind === 'upload' ? (
        <FileDropZone
          onFile={(chosen) => void chooseFile(chosen)}
          error={error}
          isReading={preview.isPending}
          accept=".ofx,.qfx,.qbo,.csv,.txt,.xml,.bai,.bai2,.053"
          fileLabel="Statement file"
          prompt="Drag and drop the bank's statement file here"
          hint="OFX or QFX (Quicken, QuickBooks), CSV, CAMT.053 (ISO 20022 XML) or BAI2. The original file is kept."
        />
      ) : null}
      {step.kind === 'mapping' && bytes ? (
        <>
          <p className="text-muted-foreground text-sm">
            <FileUp aria-hidden="true" className="mr-1 inline size-4" />
            {file?.name}: say how the bank writes its CSV. The mapping is saved with the import for this
            account's next statements.
          </p>
          <ImportMappingStep
            bytes={bytes}
            draft={draft}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          />
          {mappingProblems.length > 0 ? (
            <ul
              role="alert"
              className="list-disc rounded-md border border-destructive/40 p-3 pl-8 text-destructive text-sm"
            >
              {mappingProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {step.kind === 'preview' ? (
        <ImportPreviewStep preview={step.preview} lastFour={account.last_four} />
      ) : null}

      <DialogFooter className="gap-2 sm:justify-between">
        <div>
          {step.kind === 'mapping' ? (
            <Button type="button" variant="ghost" onClick={() => setStep({ kind: 'upload' })}>
              <ArrowLeft aria-hidden="true" />
              Another file
            </Button>
          ) : null}
          {step.kind === 'preview' ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => setStep(isCsv ? { kind: 'mapping' } : { kind: 'upload' })}
            >
              <ArrowLeft aria-hidden="true" />
              {isCsv ? 'Change the column mapping' : 'Another file'}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onDone} disabled={importing.isPending}>
            Cancel
          </Button>
          {step.kind === 'mapping' ? (
            <Button type="button" onClick={() => void previewMapping()} disabled={preview.isPending}>
              {preview.isPending ? <ButtonSpinner /> : null}
              Preview
            </Button>
          ) : null}
          {step.kind === 'preview' ? (
            <Button
              type="button"
              onClick={() => void runImport(step.profile)}
              disabled={!canImport(step.preview) || importing.isPending}
            >
              {importing.isPending ? <ButtonSpinner /> : null}
              {importButtonLabel(step.preview)}
            </Button>
          ) : null}
        </div>
      </DialogFooter>
    </div>
  );
}

/** "Import statement" on a bank account's page and its wizard in a dialog. */
export function ImportStatementDialog({ account }: { account: TBankAccount }) {
  const [isOpen, setIsOpen] = React.useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <FileUp aria-hidden="true" />
        Import statement
      </Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={`Import a statement into ${account.name}`}
        description="OFX, QFX, CSV, CAMT.053 or BAI2. You see every line before anything is imported; lines imported before are left out."
        className="sm:max-w-5xl"
      >
        {isOpen ? <ImportWizard account={account} onDone={() => setIsOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}
