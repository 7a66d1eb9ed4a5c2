import {
  AP_INVOICE_MESSAGES,
  documentFileProblem,
  dueDateFromTerms,
  type TApInvoice,
  type TApInvoiceLineKind,
  todayIso,
} from '@groundwork/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useActiveVendors } from '@/features/commitments/api/use-commitments';
import { errorMessage } from '@/lib/api-fetch';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { payableKeys } from '../api/payable-keys';
import {
  uploadInvoiceDocument,
  useCheckInvoiceNumber,
  useCommitmentLines,
  useCreateApInvoice,
  useUpdateApInvoice,
} from '../api/use-ap-invoices';
import { hiddenInvoiceColumns, invoiceColumns } from '../invoice-columns';
import {
  emptyInvoiceRow,
  invoiceFigures,
  invoiceLineInputs,
  invoiceRowProblems,
  isBlankInvoiceRow,
  rowsFromInvoice,
  type TInvoiceRow,
} from '../invoice-lines';
import { InvoiceDocumentPanel } from './invoice-document-panel';
import { InvoiceHeaderFields, type TInvoiceHeader } from './invoice-header-fields';
import { InvoiceTotals } from './invoice-totals';
import { useInvoiceLineOptions } from './use-invoice-line-options';

function headerOf(invoice: TApInvoice | undefined): TInvoiceHeader {
  const today = todayIso();
  return {
    vendor_id: invoice?.vendor.id ?? '',
    invoice_number: invoice?.invoice_number ?? '',
    invoice_date: invoice?.invoice_date ?? today,
    due_date: invoice?.due_date ?? today,
    received_date: invoice?.received_date ?? (invoice ? '' : today),
    description: invoice?.description ?? '',
    isDueTyped: Boolean(invoice),
  };
}

export type TInvoiceSaved = { invoice: TApInvoice; documentError: string | null };

/**
 * Enter or edit a vendor invoice: the header, the lines in the keyboard grid (commitment lines with
 * what is committed, invoiced and left; direct job cost; overhead), the totals always in view, and the
 * vendor's invoice beside it all. The same shared rules the server runs mark each line as you type.
 * Saving sends the invoice, then its document; Ctrl/Cmd+S saves.
 */
export function InvoiceForm({
  invoice,
  isReadOnly = false,
  onSaved,
}: {
  invoice?: TApInvoice;
  isReadOnly?: boolean;
  onSaved: (saved: TInvoiceSaved) => void;
}) {
  const vendors = useActiveVendors();
  const [header, setHeader] = React.useState<TInvoiceHeader>(() => headerOf(invoice));
  const commitmentLines = useCommitmentLines(header.vendor_id, invoice?.id ?? '');
  const defaultKind: TApInvoiceLineKind =
    (commitmentLines.data?.length ?? 0) > 0 || !header.vendor_id ? 'commitment' : 'job_cost';
  const [rows, setRowsState] = React.useState<TInvoiceRow[]>(() =>
    rowsFromInvoice(invoice, 'commitment', !isReadOnly),
  );
  const rowsRef = React.useRef(rows);
  const setRows = (next: TInvoiceRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
  };
  const [file, setFile] = React.useState<File | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<Partial<Record<keyof TInvoiceHeader, string>>>({});
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [hasTried, setHasTried] = React.useState(false);
  const create = useCreateApInvoice();
  const update = useUpdateApInvoice(invoice?.id ?? '');
  const [isSaving, setIsSaving] = React.useState(false);
  const queryClient = useQueryClient();

  const vendorList = vendors.data ?? [];
  const vendor = vendorList.find((v) => v.id === header.vendor_id);
  const options = useInvoiceLineOptions(commitmentLines.data ?? []);
  const lines = React.useMemo(
    () => new Map((commitmentLines.data ?? []).map((l) => [l.id, l])),
    [commitmentLines.data],
  );
  const { calc, byKey } = React.useMemo(() => invoiceFigures(rows, lines), [rows, lines]);
  const problems = React.useMemo(() => invoiceRowProblems(rows, lines), [rows, lines]);
  const columns = React.useMemo(() => invoiceColumns(options, byKey, calc), [options, byKey, calc]);
  const hidden = React.useMemo(() => hiddenInvoiceColumns(rows, byKey), [rows, byKey]);

  // Blank rows follow the vendor: commitment lines when it has open commitments, else direct cost.
  React.useEffect(() => {
    setRowsState((current) => {
      if (!current.some((r) => isBlankInvoiceRow(r) && r.kind !== defaultKind)) return current;
      const next = current.map((r) => (isBlankInvoiceRow(r) ? { ...r, kind: defaultKind } : r));
      rowsRef.current = next;
      return next;
    });
  }, [defaultKind]);

  const debouncedNumber = useDebouncedValue(header.invoice_number.trim());
  const numberCheck = useCheckInvoiceNumber(
    isReadOnly ? '' : header.vendor_id,
    debouncedNumber,
    invoice?.id ?? '',
  );
  const numberStatus =
    !header.vendor_id || !debouncedNumber || isReadOnly
      ? null
      : numberCheck.data
        ? numberCheck.data.available
          ? { text: `Free for ${vendor?.name ?? 'this vendor'}`, isProblem: false }
          : { text: numberCheck.data.message ?? 'Already entered for this vendor', isProblem: true }
        : numberCheck.isFetching
          ? { text: 'Checking…', isProblem: false }
          : null;

  const change = (patch: Partial<TInvoiceHeader>) => {
    setHeader((current) => {
      const next = { ...current, ...patch };
      const terms = vendorList.find((v) => v.id === next.vendor_id)?.payment_terms_days;
      if (!next.isDueTyped && terms !== undefined && next.invoice_date)
        next.due_date = dueDateFromTerms(next.invoice_date, terms);
      return next;
    });
  };

  const pick = (picked: File) => {
    const problem = documentFileProblem(picked);
    setFileError(problem);
    if (!problem) setFile(picked);
  };

  const headerProblems = (): Partial<Record<keyof TInvoiceHeader, string>> => {
    const found: Partial<Record<keyof TInvoiceHeader, string>> = {};
    if (!header.vendor_id) found.vendor_id = AP_INVOICE_MESSAGES.vendorRequired;
    if (!header.invoice_number.trim()) found.invoice_number = AP_INVOICE_MESSAGES.numberRequired;
    if (!header.invoice_date) found.invoice_date = AP_INVOICE_MESSAGES.invalidDate;
    if (!header.due_date) found.due_date = AP_INVOICE_MESSAGES.invalidDate;
    else if (header.invoice_date && header.due_date < header.invoice_date)
      found.due_date = AP_INVOICE_MESSAGES.dueBeforeInvoice;
    return found;
  };

  const save = async () => {
    if (isReadOnly || isSaving) return;
    setHasTried(true);
    const found = headerProblems();
    setErrors(found);
    const current = rowsRef.current;
    const lineInputs = invoiceLineInputs(current, lines);
    if (Object.keys(found).length > 0) return setServerError(null);
    if (lineInputs.length === 0) return setServerError(AP_INVOICE_MESSAGES.linesRequired);
    if (invoiceRowProblems(current, lines).size > 0)
      return setServerError('Fix the lines marked in red: hover a line number to see why');
    setServerError(null);
    const body = {
      vendor_id: header.vendor_id,
      invoice_number: header.invoice_number.trim(),
      invoice_date: header.invoice_date,
      due_date: header.due_date,
      received_date: header.received_date || null,
      description: header.description.trim(),
      lines: lineInputs,
    };
    setIsSaving(true);
    try {
      let saved = invoice ? await update.mutateAsync(body) : await create.mutateAsync(body);
      let documentError: string | null = null;
      if (file) {
        try {
          saved = await uploadInvoiceDocument(saved.id, file);
          setFile(null);
          void queryClient.invalidateQueries({ queryKey: payableKeys.all });
        } catch (error) {
          documentError = errorMessage(error, 'The document could not be sent');
        }
      }
      onSaved({ invoice: saved, documentError });
    } catch (error) {
      setServerError(errorMessage(error, 'The invoice could not be saved'));
    } finally {
      setIsSaving(false);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  return (
    <form
      aria-label={invoice ? `Invoice ${invoice.invoice_number}` : 'New invoice'}
      noValidate
      className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(17rem,26%)]"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        // The Save button saves; Enter belongs to the grid and the fields.
        event.preventDefault();
      }}
    >
      <div className="grid min-w-0 content-start gap-5">
        <InvoiceHeaderFields
          header={header}
          vendors={vendorList}
          extraVendor={
            invoice
              ? { id: invoice.vendor.id, label: `${invoice.vendor.number} — ${invoice.vendor.name}` }
              : null
          }
          errors={errors}
          numberStatus={numberStatus}
          isReadOnly={isReadOnly}
          onChange={change}
        />
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold">Lines</h2>
            {!isReadOnly &&
            header.vendor_id &&
            commitmentLines.isSuccess &&
            commitmentLines.data.length === 0 ? (
              <p className="text-muted-foreground text-xs">
                No issued or executed commitments of this vendor.
              </p>
            ) : null}
          </div>
          <KeyboardGrid
            id="invoice-lines"
            label="Invoice lines"
            rowNoun="line"
            rows={rows}
            onRowsChange={setRows}
            columns={columns}
            hiddenColumnIds={hidden}
            createRow={() => emptyInvoiceRow(defaultKind)}
            getRowKey={(row) => row.key}
            isRowBlank={isBlankInvoiceRow}
            rowErrors={hasTried || rows.some((r) => !isBlankInvoiceRow(r)) ? problems : undefined}
            minRows={1}
            isReadOnly={isReadOnly}
            isCompact
            footerLabel="Totals"
          />
        </div>
        {serverError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
          >
            {serverError}
          </p>
        ) : null}
        <InvoiceTotals
          grossCents={calc.gross_cents}
          retainageCents={calc.retainage_cents}
          netCents={calc.net_cents}
        />
        {isReadOnly ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" onClick={() => void save()} disabled={isSaving}>
              {isSaving ? <ButtonSpinner /> : null}
              {invoice ? 'Save changes' : 'Save invoice'}
            </Button>
            <p className="text-muted-foreground text-xs">Ctrl+S saves</p>
          </div>
        )}
      </div>
      <div className="xl:sticky xl:top-4 xl:h-[calc(100vh-6rem)] xl:self-start">
        <InvoiceDocumentPanel
          file={file}
          stored={invoice?.document ?? null}
          error={fileError}
          isReadOnly={isReadOnly}
          onPick={pick}
        />
      </div>
    </form>
  );
}
