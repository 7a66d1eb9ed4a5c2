import {
  GL_ACCOUNT_TYPES,
  IMPORT_ACCOUNT_SUBTYPES,
  SUBTYPE_ACCOUNT_TYPE,
  type TImportAccountSubtype,
} from '@groundwork/shared';
import type * as React from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { ACCOUNT_TYPE_LABELS, SUBTYPE_LABELS } from '../import-labels';

/** The subtypes grouped under the chart's five types (a subtype decides its type). */
export function SubtypeOptions() {
  return GL_ACCOUNT_TYPES.map((type) => (
    <optgroup key={type} label={ACCOUNT_TYPE_LABELS[type]}>
      {IMPORT_ACCOUNT_SUBTYPES.filter((subtype) => SUBTYPE_ACCOUNT_TYPE[subtype] === type).map((subtype) => (
        <option key={subtype} value={subtype}>
          {SUBTYPE_LABELS[subtype]}
        </option>
      ))}
    </optgroup>
  ));
}

export function subtypeText(subtype: TImportAccountSubtype | null): string {
  return subtype
    ? `${ACCOUNT_TYPE_LABELS[SUBTYPE_ACCOUNT_TYPE[subtype]]} · ${SUBTYPE_LABELS[subtype]}`
    : 'Not a GL account';
}

/**
 * A subtype select with a first choice standing for "no choice of my own" (`emptyLabel`: the type
 * table's answer, or non-posting in the type table itself).
 */
export function SubtypeSelect({
  id,
  label,
  value,
  emptyLabel,
  onChange,
  ...rest
}: {
  id: string;
  label: string;
  value: TImportAccountSubtype | null;
  emptyLabel: string;
  onChange: (subtype: TImportAccountSubtype | null) => void;
} & Pick<React.ComponentProps<'select'>, 'aria-invalid' | 'aria-describedby' | 'className' | 'disabled'>) {
  return (
    <NativeSelect
      id={id}
      aria-label={label}
      value={value ?? ''}
      onChange={(event) =>
        onChange(IMPORT_ACCOUNT_SUBTYPES.find((subtype) => subtype === event.target.value) ?? null)
      }
      {...rest}
    >
      <option value="">{emptyLabel}</option>
      <SubtypeOptions />
    </NativeSelect>
  );
}
