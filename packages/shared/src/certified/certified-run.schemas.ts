import { z } from 'zod';

/** Cash in lieu keyed on a payroll run by the prevailing-wage fix (issue 22): per worker × job × class × week. */
export const ZRunCashInLieu = z.object({
  id: z.string().uuid(),
  employee_id: z.string().uuid(),
  employee_name: z.string(),
  amount_cents: z.number().int(),
  job_id: z.string().uuid().nullable(),
  job_number: z.string().nullable(),
  cost_code_id: z.string().uuid().nullable(),
  week_ending: z.string().nullable(),
  classification: z.string().nullable(),
  memo: z.string().nullable(),
});
export type TRunCashInLieu = z.infer<typeof ZRunCashInLieu>;

export const CERTIFIED_FIX_LABEL = 'Pay the difference as cash in lieu';
