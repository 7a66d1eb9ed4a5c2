import { CSV_DATE_FORMATS } from '@groundwork/shared';
import { Field } from '@/components/field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { columnLabel, type TCsvMappingDraft, type TMappedColumn } from './import-csv-mapping';

type TChange = (patch: Partial<TCsvMappingDraft>) => void;

function ColumnSelect({
  id,
  label,
  column,
  draft,
  header,
  columnCount,
  isRequired = false,
  onChange,
}: {
  id: string;
  label: string;
  column: TMappedColumn;
  draft: TCsvMappingDraft;
  header: string[] | null;
  columnCount: number;
  isRequired?: boolean;
  onChange: TChange;
}) {
  const value = draft[column];
  return (
    <Field id={id} label={label}>
      <NativeSelect
        id={id}
        value={value === null ? '' : String(value)}
        aria-required={isRequired || undefined}
        onChange={(event) =>
          onChange({ [column]: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">{isRequired ? 'Choose a column' : '— none —'}</option>
        {Array.from({ length: columnCount }, (_, index) => index).map((index) => (
          <option key={index} value={index}>
            {columnLabel(index, header)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/**
 * Which column holds what: the date and its format (chosen, never guessed), one signed amount or
 * debit and credit columns, and the optional description, memo, check number, reference and balance.
 */
export function ImportMappingColumns({
  draft,
  header,
  columnCount,
  firstDate,
  onChange,
}: {
  draft: TCsvMappingDraft;
  header: string[] | null;
  columnCount: number;
  /** The first data row's date text, shown beside the format so the person can tell MM/DD from DD/MM. */
  firstDate: string | null;
  onChange: TChange;
}) {
  const common = { draft, header, columnCount, onChange };
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <ColumnSelect id="csv-date-column" label="Date column" column="date_column" isRequired {...common} />
        <Field id="csv-date-format" label="Date format">
          <NativeSelect
            id="csv-date-format"
            value={draft.date_format}
            aria-required="true"
            aria-describedby="csv-date-format-hint"
            onChange={(event) =>
              onChange({ date_format: CSV_DATE_FORMATS.find((f) => f === event.target.value) ?? '' })
            }
          >
            <option value="">Choose the format</option>
            {CSV_DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </NativeSelect>
          <p id="csv-date-format-hint" className="text-muted-foreground text-xs">
            {firstDate ? `The first date reads '${firstDate}'. ` : ''}Is 03/04 March 4 or 3 April? Only you
            know: choose it.
          </p>
        </Field>
        <Field id="csv-amount-mode" label="Amounts">
          <NativeSelect
            id="csv-amount-mode"
            value={draft.amount_mode}
            onChange={(event) =>
              onChange({ amount_mode: event.target.value === 'debit_credit' ? 'debit_credit' : 'signed' })
            }
          >
            <option value="signed">One amount column (− is money out)</option>
            <option value="debit_credit">Debit (out) and credit (in) columns</option>
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {draft.amount_mode === 'signed' ? (
          <ColumnSelect
            id="csv-amount-column"
            label="Amount column"
            column="amount_column"
            isRequired
            {...common}
          />
        ) : (
          <>
            <ColumnSelect
              id="csv-debit-column"
              label="Debit column (money out)"
              column="debit_column"
              isRequired
              {...common}
            />
            <ColumnSelect
              id="csv-credit-column"
              label="Credit column (money in)"
              column="credit_column"
              isRequired
              {...common}
            />
          </>
        )}
        <Field id="csv-decimal" label="Decimal separator">
          <NativeSelect
            id="csv-decimal"
            value={draft.decimal_separator}
            onChange={(event) => onChange({ decimal_separator: event.target.value === ',' ? ',' : '.' })}
          >
            <option value=".">Point: 1,234.56</option>
            <option value=",">Comma: 1.234,56</option>
          </NativeSelect>
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id="csv-negate"
          checked={draft.negate_amounts}
          onCheckedChange={(checked) => onChange({ negate_amounts: checked })}
        />
        <Label htmlFor="csv-negate">Flip every sign (a card statement that shows charges as positive)</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <ColumnSelect
          id="csv-description-column"
          label="Description"
          column="description_column"
          {...common}
        />
        <ColumnSelect id="csv-memo-column" label="Memo" column="memo_column" {...common} />
        <ColumnSelect id="csv-check-column" label="Check number" column="check_number_column" {...common} />
        <ColumnSelect
          id="csv-reference-column"
          label="Bank reference"
          column="reference_column"
          {...common}
        />
        <ColumnSelect id="csv-balance-column" label="Running balance" column="balance_column" {...common} />
      </div>
    </div>
  );
}
