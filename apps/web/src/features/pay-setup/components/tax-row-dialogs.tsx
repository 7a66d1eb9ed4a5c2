import { SUTA_RATE_TAX, type TTaxParameter } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-fetch';
import { useSaveTaxParameter } from '../api/use-tax-parameters';
import { InputField, SelectField, STATE_OPTIONS } from './form-bits';

/** The company's SUTA rate for a state and year (a `suta_rate` row). */
export function SutaRateForm({ year, onClose }: { year: number; onClose: () => void }) {
  const save = useSaveTaxParameter();
  const [state, setState] = React.useState('');
  const [rate, setRate] = React.useState('');
  const [effectiveYear, setEffectiveYear] = React.useState(String(year));
  const [problem, setProblem] = React.useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!state) return setProblem('State must be a two-letter US state code');
    try {
      await save.mutateAsync({
        id: null,
        input: {
          jurisdiction: state,
          tax: SUTA_RATE_TAX,
          effective_year: Number(effectiveYear),
          params: { ratePercent: rate.trim() },
          source: 'Rate notice from the state',
        },
      });
      toast.success(`${state} SUTA rate saved`);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'Please try again.'));
    }
  };
  return (
    <form
      aria-label="SUTA rate"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 sm:grid-cols-3"
    >
      <SelectField
        id="suta-state"
        label="State"
        placeholder="Select"
        options={STATE_OPTIONS}
        value={state}
        onChange={(e) => setState(e.target.value)}
      />
      <InputField
        id="suta-year"
        label="Year"
        type="number"
        min={2000}
        max={2100}
        value={effectiveYear}
        onChange={(e) => setEffectiveYear(e.target.value)}
      />
      <InputField
        id="suta-rate"
        label="Your rate (%)"
        inputMode="decimal"
        placeholder="3.1"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
      />
      {problem ? (
        <p role="alert" className="text-destructive text-sm sm:col-span-3">
          {problem}
        </p>
      ) : null}
      <div className="sm:col-span-3">
        <DialogFormFooter submitLabel="Save rate" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

/** Edit a company row's parameters as JSON (checked by the server against its tax's schema). */
export function TaxRowJsonForm({ row, onClose }: { row: TTaxParameter; onClose: () => void }) {
  const save = useSaveTaxParameter();
  const [text, setText] = React.useState(() => JSON.stringify(row.params, null, 2));
  const [source, setSource] = React.useState(row.source);
  const [problem, setProblem] = React.useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let params: unknown;
    try {
      params = JSON.parse(text);
    } catch {
      return setProblem('Parameters are not valid JSON');
    }
    try {
      await save.mutateAsync({ id: row.id, input: { params, source } });
      toast.success('Tax parameters saved');
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'Please try again.'));
    }
  };
  return (
    <form aria-label="Tax parameters" noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <Field id="tp-params" label="Parameters (JSON)">
        <Textarea
          id="tp-params"
          rows={14}
          className="font-mono text-xs"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <InputField id="tp-source" label="Source" value={source} onChange={(e) => setSource(e.target.value)} />
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      <DialogFormFooter submitLabel="Save" isSaving={save.isPending} onCancel={onClose} />
    </form>
  );
}
