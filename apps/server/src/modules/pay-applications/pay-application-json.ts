import {
  computePayApplication,
  type TPayApplication,
  type TPayApplicationDetail,
  type TPayApplicationInput,
  type TPayApplicationLineJson,
  type TPayApplicationListItem,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  contractLines,
  journalEntries,
  payApplicationLines,
  payApplications,
} from '../../db/schema/index.ts';
import {
  appliedCents,
  carriedFrom,
  findApplicationRow,
  lastBilled,
  loadJobContract,
  loadJobContractOrNull,
  openingRetainageHeld,
  previousOf,
  storedLines,
  type TJobContract,
  type TPayApplicationRow,
  type TStoredLine,
  termsOf,
} from './pay-application-data.ts';

type TLineMeta = {
  lineNumber: number;
  description: string;
  previousStoredCents: number;
  overrideReason: string | null;
};

/** A draft's figures as they stand today: C and D from the contract and the last billed application. */
export type TDraftComputation = {
  /** Null only for a retainage release on a job without a contract (its opening invoices' retainage). */
  jc: TJobContract | null;
  /** Opening invoices' retainage this release bills on top of the G702 figures (0 otherwise). */
  openingRetainageCents: number;
  previous: { app: TPayApplicationRow; lines: TStoredLine[] } | null;
  input: TPayApplicationInput;
  result: TPayApplication;
  meta: Map<string, TLineMeta>;
};

/**
 * The computation of a draft: every schedule line of the contract (new change-order lines included),
 * C as of today, D = the last billed application's D + E, and this application's E, F and overrides.
 * `edits` replace a line's E, F or override before computing (what an update is about to save).
 */
export async function computeDraft(
  tx: Db,
  organizationId: string,
  row: TPayApplicationRow,
  edits?: Map<
    string,
    Partial<
      Pick<TStoredLine, 'thisPeriodCents' | 'storedCents' | 'retainageOverrideCents' | 'overrideReason'>
    >
  >,
): Promise<TDraftComputation> {
  const release = row.kind === 'retainage_release';
  const jc = release
    ? await loadJobContractOrNull(tx, organizationId, row.jobId)
    : await loadJobContract(tx, organizationId, row.jobId);
  const previous = await lastBilled(tx, organizationId, row.jobId, row.applicationNumber);
  const carried = carriedFrom(previous);
  const stored = new Map((await storedLines(tx, organizationId, row.id)).map((l) => [l.contractLineId, l]));
  const meta = new Map<string, TLineMeta>();
  const lines = (jc?.lines ?? []).map((line) => {
    const mine = { ...stored.get(line.id), ...edits?.get(line.id) };
    const prior = carried(line.id);
    meta.set(line.id, {
      lineNumber: line.lineNumber,
      description: line.description,
      previousStoredCents: prior.stored,
      overrideReason: mine.overrideReason ?? null,
    });
    return {
      line_id: line.id,
      scheduled_cents: line.scheduledCents,
      previous_work_cents: prior.work,
      this_period_cents: release ? 0 : (mine.thisPeriodCents ?? 0),
      // A line new to this application starts with the stored materials still stored.
      stored_cents: mine.storedCents ?? prior.stored,
      retainage_override_cents: release ? null : (mine.retainageOverrideCents ?? null),
    };
  });
  const input: TPayApplicationInput = {
    original_contract_cents: jc?.contract.originalContractCents ?? 0,
    approved_changes_cents: jc?.approvedChangesCents ?? 0,
    terms: jc?.terms ?? { work_bps: 0, stored_bps: 0 },
    lines,
    previous: previous ? previousOf(previous.app) : null,
    is_retainage_release: release,
  };
  const opening = release ? await openingRetainageHeld(tx, organizationId, row.jobId, row.id) : 0;
  return {
    jc,
    openingRetainageCents: opening,
    previous,
    input,
    result: computeWithOpeningRetainage(input, opening),
    meta,
  };
}

/**
 * computePayApplication, and on a release the opening invoices' retainage it also bills: line 8 and
 * this period's due up by it, this period's retainage down by it (the gross stays 0, so the posting
 * is Dr AR, Cr retainage receivable). Lines 4 to 7 stay the G702's: the opening invoices are no
 * certificate of the schedule, and the next application's previous certificates leave them out.
 */
export function computeWithOpeningRetainage(
  input: TPayApplicationInput,
  openingRetainageCents: number,
): TPayApplication {
  const result = computePayApplication(input);
  if (!input.is_retainage_release || openingRetainageCents <= 0) return result;
  return {
    ...result,
    summary: {
      ...result.summary,
      line8_current_payment_due_cents: result.summary.line8_current_payment_due_cents + openingRetainageCents,
    },
    this_period: {
      gross_cents: result.this_period.gross_cents,
      retainage_cents: result.this_period.retainage_cents - openingRetainageCents,
      due_cents: result.this_period.due_cents + openingRetainageCents,
    },
  };
}

/** Writes a draft's lines (every schedule line) and keeps the header's G702 figures in step. */
export async function saveDraftFigures(
  tx: Db,
  organizationId: string,
  row: TPayApplicationRow,
  computed: TDraftComputation,
  now = new Date(),
): Promise<void> {
  const { result, meta } = computed;
  await tx
    .delete(payApplicationLines)
    .where(
      and(
        eq(payApplicationLines.organizationId, organizationId),
        eq(payApplicationLines.applicationId, row.id),
      ),
    );
  if (result.lines.length > 0)
    await tx.insert(payApplicationLines).values(
      result.lines.map((l) => ({
        organizationId,
        applicationId: row.id,
        contractLineId: l.line_id,
        scheduledCents: l.scheduled_cents,
        previousWorkCents: l.previous_work_cents,
        thisPeriodCents: l.this_period_cents,
        storedCents: l.stored_cents,
        retainageCents: l.retainage_cents,
        retainageOverrideCents: l.retainage_override_cents ?? null,
        overrideReason:
          l.retainage_override_cents == null ? null : (meta.get(l.line_id)?.overrideReason ?? null),
      })),
    );
  const s = result.summary;
  await tx
    .update(payApplications)
    .set({
      originalContractCents: s.line1_original_contract_cents,
      netChangeOrdersCents: s.line2_net_change_orders_cents,
      completedAndStoredCents: s.line4_completed_and_stored_cents,
      retainageWorkCents: s.line5a_retainage_work_cents,
      retainageStoredCents: s.line5b_retainage_stored_cents,
      previousCertificatesCents: s.line7_previous_certificates_cents,
      currentDueCents: s.line8_current_payment_due_cents,
      periodGrossCents: result.this_period.gross_cents,
      periodRetainageCents: result.this_period.retainage_cents,
      updatedAt: now,
    })
    .where(and(eq(payApplications.organizationId, organizationId), eq(payApplications.id, row.id)));
}

type TListRow = {
  id: string;
  job_id: string;
  job_number: string;
  job_name: string;
  customer_id: string;
  customer_number: string;
  customer_name: string;
  billing_method: 'progress' | 'invoice' | null;
};

/** The job, customer and billing method of applications, by id. */
export async function listContext(tx: Db, organizationId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, TListRow>();
  const rows = rowsOf<TListRow>(
    await tx.execute(sql`
      select a.id, p.id as job_id, p.project_number as job_number, p.project_name as job_name,
        c.id as customer_id, c.customer_number, c.name as customer_name, jc.billing_method
      from pay_applications a
      join projects p on p.organization_id = a.organization_id and p.id = a.job_id
      join customers c on c.organization_id = a.organization_id and c.id = a.customer_id
      left join job_contracts jc on jc.organization_id = a.organization_id and jc.job_id = a.job_id
      where a.organization_id = ${organizationId} and a.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export function listItemJson(row: TPayApplicationRow, ctx: TListRow): TPayApplicationListItem {
  return {
    id: row.id,
    job: { id: ctx.job_id, number: ctx.job_number, name: ctx.job_name },
    customer: { id: ctx.customer_id, number: ctx.customer_number, name: ctx.customer_name },
    application_number: row.applicationNumber,
    kind: row.kind,
    billing_method: ctx.billing_method ?? 'progress',
    status: row.status,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    application_date: row.applicationDate,
    due_date: row.dueDate,
    contract_sum_cents: row.originalContractCents + row.netChangeOrdersCents,
    completed_and_stored_cents: row.completedAndStoredCents,
    // An opening invoice holds its retainage as its own period's (no G702 lines).
    retainage_cents:
      row.kind === 'opening' ? row.periodRetainageCents : row.retainageWorkCents + row.retainageStoredCents,
    current_due_cents: row.currentDueCents,
    source_number: row.sourceNumber,
  };
}

/** The frozen figures of a submitted, approved, paid or void application, read from its rows. */
async function frozenComputation(tx: Db, organizationId: string, row: TPayApplicationRow) {
  const lines = rowsOf<{
    contract_line_id: string;
    line_number: number;
    description: string;
    scheduled_cents: string | number;
    previous_work_cents: string | number;
    this_period_cents: string | number;
    stored_cents: string | number;
    retainage_cents: string | number;
    retainage_override_cents: string | number | null;
    override_reason: string | null;
  }>(
    await tx.execute(sql`
      select pl.contract_line_id, cl.line_number, cl.description, pl.scheduled_cents, pl.previous_work_cents,
        pl.this_period_cents, pl.stored_cents, pl.retainage_cents, pl.retainage_override_cents, pl.override_reason
      from ${payApplicationLines} pl
      join ${contractLines} cl on cl.organization_id = pl.organization_id and cl.id = pl.contract_line_id
      where pl.organization_id = ${organizationId} and pl.application_id = ${row.id}
      order by cl.line_number`),
  );
  const previous = await lastBilled(tx, organizationId, row.jobId, row.applicationNumber);
  const carried = carriedFrom(previous);
  const json: TPayApplicationLineJson[] = lines.map((l) => {
    const c = Number(l.scheduled_cents);
    const g = Number(l.previous_work_cents) + Number(l.this_period_cents) + Number(l.stored_cents);
    return {
      contract_line_id: l.contract_line_id,
      line_number: l.line_number,
      description: l.description,
      scheduled_cents: c,
      previous_work_cents: Number(l.previous_work_cents),
      this_period_cents: Number(l.this_period_cents),
      stored_cents: Number(l.stored_cents),
      previous_stored_cents: carried(l.contract_line_id).stored,
      retainage_override_cents:
        l.retainage_override_cents == null ? null : Number(l.retainage_override_cents),
      override_reason: l.override_reason,
      completed_and_stored_cents: g,
      percent_complete_bps: c > 0 ? Math.floor((g * 10000) / c) : 0,
      balance_to_finish_cents: c - g,
      retainage_cents: Number(l.retainage_cents),
    };
  });
  const line5 = row.retainageWorkCents + row.retainageStoredCents;
  const line3 = row.originalContractCents + row.netChangeOrdersCents;
  const line6 = row.completedAndStoredCents - line5;
  return {
    previous,
    lines: json,
    summary: {
      line1_original_contract_cents: row.originalContractCents,
      line2_net_change_orders_cents: row.netChangeOrdersCents,
      line3_contract_sum_to_date_cents: line3,
      line4_completed_and_stored_cents: row.completedAndStoredCents,
      line5a_retainage_work_cents: row.retainageWorkCents,
      line5b_retainage_stored_cents: row.retainageStoredCents,
      line5_retainage_cents: line5,
      line6_earned_less_retainage_cents: line6,
      line7_previous_certificates_cents: row.previousCertificatesCents,
      line8_current_payment_due_cents: row.currentDueCents,
      line9_balance_to_finish_cents: line3 - line6,
    },
    this_period: {
      gross_cents: row.periodGrossCents,
      retainage_cents: row.periodRetainageCents,
      due_cents: row.currentDueCents,
    },
  };
}

/** Draft lines as JSON from a computation. */
export function draftLinesJson(computed: TDraftComputation): TPayApplicationLineJson[] {
  return computed.result.lines.map((l) => {
    const meta = computed.meta.get(l.line_id);
    return {
      contract_line_id: l.line_id,
      line_number: meta?.lineNumber ?? 0,
      description: meta?.description ?? '',
      scheduled_cents: l.scheduled_cents,
      previous_work_cents: l.previous_work_cents,
      this_period_cents: l.this_period_cents,
      stored_cents: l.stored_cents,
      previous_stored_cents: meta?.previousStoredCents ?? 0,
      retainage_override_cents: l.retainage_override_cents ?? null,
      override_reason: l.retainage_override_cents == null ? null : (meta?.overrideReason ?? null),
      completed_and_stored_cents: l.completed_and_stored_cents,
      percent_complete_bps: l.percent_complete_bps,
      balance_to_finish_cents: l.balance_to_finish_cents,
      retainage_cents: l.retainage_cents,
    };
  });
}

/** One application with its G702 summary and G703 lines: computed for a draft, as kept otherwise. */
export async function loadPayApplicationDetail(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TPayApplicationDetail> {
  const row = await findApplicationRow(tx, organizationId, id);
  const ctx = (await listContext(tx, organizationId, [id])).get(id);
  if (!ctx) throw new Error(`pay application ${id} without job or customer`);
  // An opening invoice (an import's), and a release of its retainage, may sit on a job without a
  // contract: no terms.
  const contract =
    row.kind === 'opening'
      ? await loadJobContract(tx, organizationId, row.jobId).then(
          (jc) => jc.contract,
          () => null,
        )
      : row.kind === 'retainage_release'
        ? ((await loadJobContractOrNull(tx, organizationId, row.jobId))?.contract ?? null)
        : (await loadJobContract(tx, organizationId, row.jobId)).contract;
  let figures: Pick<TPayApplicationDetail, 'lines' | 'summary' | 'this_period' | 'problems'>;
  let previousApp: TPayApplicationRow | null;
  if (row.status === 'draft') {
    const computed = await computeDraft(tx, organizationId, row);
    previousApp = computed.previous?.app ?? null;
    figures = {
      lines: draftLinesJson(computed),
      summary: computed.result.summary,
      this_period: computed.result.this_period,
      problems: computed.result.problems,
    };
  } else {
    const frozen = await frozenComputation(tx, organizationId, row);
    previousApp = frozen.previous?.app ?? null;
    figures = { lines: frozen.lines, summary: frozen.summary, this_period: frozen.this_period, problems: [] };
  }
  const entryIds = [row.journalEntryId, row.voidEntryId].filter((v): v is string => Boolean(v));
  const entries =
    entryIds.length === 0
      ? []
      : await tx
          .select({
            id: journalEntries.id,
            number: journalEntries.entryNumber,
            date: journalEntries.entryDate,
          })
          .from(journalEntries)
          .where(
            and(eq(journalEntries.organizationId, organizationId), inArray(journalEntries.id, entryIds)),
          );
  const entryRef = (entryId: string | null) => {
    const e = entries.find((x) => x.id === entryId);
    return e ? { id: e.id, entry_number: e.number, entry_date: e.date } : null;
  };
  const base = listItemJson(
    row.status === 'draft'
      ? {
          ...row,
          originalContractCents: figures.summary.line1_original_contract_cents,
          netChangeOrdersCents: figures.summary.line2_net_change_orders_cents,
          completedAndStoredCents: figures.summary.line4_completed_and_stored_cents,
          retainageWorkCents: figures.summary.line5a_retainage_work_cents,
          retainageStoredCents: figures.summary.line5b_retainage_stored_cents,
          currentDueCents: figures.summary.line8_current_payment_due_cents,
        }
      : row,
    ctx,
  );
  return {
    ...base,
    original_contract_cents: figures.summary.line1_original_contract_cents,
    approved_changes_cents: figures.summary.line2_net_change_orders_cents,
    terms: contract
      ? {
          ...termsOf(contract),
          step_down: termsOf(contract).step_down ?? null,
          cap_bps: contract.retainageCapBps,
        }
      : { work_bps: 0, stored_bps: 0, step_down: null, cap_bps: null },
    payment_terms_days: contract?.paymentTermsDays ?? 0,
    previous: previousApp
      ? {
          id: previousApp.id,
          application_number: previousApp.applicationNumber,
          ...previousOf(previousApp),
        }
      : null,
    ...figures,
    overbilling_reason: row.overbillingReason,
    applied_cents: await appliedCents(tx, organizationId, row.id),
    journal_entry: entryRef(row.journalEntryId),
    void_entry: entryRef(row.voidEntryId),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    voided_at: row.voidedAt?.toISOString() ?? null,
    can_release_retainage: await canReleaseRetainage(tx, organizationId, row),
  };
}

/**
 * A release may follow the job's latest billed progress application while retainage is held; and an
 * opening invoice (an import's) holding retainage offers one while its job's opening retainage is not
 * all billed by releases.
 */
export async function canReleaseRetainage(
  tx: Db,
  organizationId: string,
  row: TPayApplicationRow,
): Promise<boolean> {
  if (!['approved', 'paid'].includes(row.status)) return false;
  if (row.kind === 'opening')
    return row.periodRetainageCents > 0 && (await openingRetainageHeld(tx, organizationId, row.jobId)) > 0;
  if (row.kind !== 'progress') return false;
  if (row.retainageWorkCents + row.retainageStoredCents <= 0) return false;
  const [later] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from pay_applications
      where organization_id = ${organizationId} and job_id = ${row.jobId}
        and application_number > ${row.applicationNumber} and status <> 'void' and kind <> 'opening'`),
  );
  return (later?.n ?? 0) === 0;
}
