import {
  parseLineNumber,
  parseMoneyToCents,
  previewScheduleImport,
  type TContractImportResult,
  type TContractImportRow,
  type TContractPreview,
} from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { assertJob, lockJob } from '../job-budgets/budget-reference.ts';
import { contractCodes, hasPayApplications, loadContract } from './contract-json.ts';
import { ContractErrors } from './contracts.errors.ts';
import { upsertContractHeader, writeScheduleLines } from './save-contract.ts';

async function preview(tx: Db, organizationId: string, jobId: string, rows: readonly TContractImportRow[]) {
  const codes = await contractCodes(tx, organizationId);
  const contract = await loadContract(tx, organizationId, jobId);
  const result = previewScheduleImport(
    rows,
    codes,
    contract.lines.map((l) => l.line_number),
  );
  return { result, codes, contract };
}

/** What importing these rows as the job's schedule of values would do (the browser runs the same rule). */
export async function previewContractImport(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  rows: readonly TContractImportRow[],
): Promise<TContractPreview> {
  await assertJob(tx, caller.organizationId, jobId);
  return (await preview(tx, caller.organizationId, jobId, rows)).result;
}

/**
 * Imports a schedule of values, all or nothing:
 *   1. lock the job; refuse once it has a pay application (scheduled values then change only by change
 *      order); preview again on the codes and lines as they are now — one invalid row refuses the file;
 *   2. the file becomes the schedule, in line-number order (numbered 1… again): a line number the
 *      schedule has keeps that line, others are added, lines the file leaves out are removed (409 if a
 *      change order names one);
 *   3. the contract sum becomes the file's total (a new contract takes the default terms); audit.
 */
export async function importContract(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  rows: readonly TContractImportRow[],
): Promise<TContractImportResult> {
  const org = caller.organizationId;
  await lockJob(tx, org, jobId);
  if (await hasPayApplications(tx, org, jobId)) throw ContractErrors.billed();
  const { result, codes, contract } = await preview(tx, org, jobId, rows);
  if (result.invalid > 0) throw ContractErrors.importBlocked();

  const codeId = new Map(codes.map((c) => [c.code, c.id]));
  const idByNumber = new Map(contract.lines.map((l) => [l.line_number, l.id]));
  const lines = rows
    .map((row) => ({ row, n: parseLineNumber(row.line) ?? 0 }))
    .sort((a, b) => a.n - b.n)
    .map(({ row, n }) => ({
      id: idByNumber.get(n) ?? null,
      description: row.description.trim(),
      original_cents: parseMoneyToCents(row.scheduled_value) ?? 0,
      cost_code_id: codeId.get((row.cost_code ?? '').trim()) ?? null,
    }));
  const {
    lines: _old,
    totals: _t,
    id: _id,
    job_id: _j,
    has_pay_applications: _h,
    updated_at: _u,
    ...terms
  } = contract;
  const contractId = await upsertContractHeader(tx, caller, jobId, {
    ...terms,
    original_contract_cents: result.total_cents,
  });
  const counts = await writeScheduleLines(tx, org, contractId, lines);
  const after = await loadContract(tx, org, jobId);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'import_contract_schedule',
    entity: 'job_contracts',
    entityId: contractId,
    before: { original_contract_cents: contract.original_contract_cents, lines: contract.lines.length },
    after: { ...counts, original_contract_cents: after.original_contract_cents, rows: rows.length },
    requestId: caller.requestId,
  });
  return { ...counts, contract: after };
}
