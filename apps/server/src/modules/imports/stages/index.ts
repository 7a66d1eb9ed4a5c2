import { IMPORT_STAGES } from '@groundwork/shared';
import { accountsStage } from './accounts.ts';
import { bankItemsStage } from './bank-items.ts';
import { customersStage } from './customers.ts';
import { historyStage } from './history.ts';
import { jobCostStage } from './job-cost.ts';
import { jobsStage } from './jobs.ts';
import { openBillsStage } from './open-bills.ts';
import { openInvoicesStage } from './open-invoices.ts';
import { openingEntryStage } from './opening-entry.ts';
import type { TImportStageRunner } from './stage-types.ts';
import { vendorsStage } from './vendors.ts';

/*
 * Every stage of an import run (issue 24), in IMPORT_STAGES order: the lists first (accounts,
 * customers, jobs, vendors), then the cut-over (opening entry, open invoices and bills, bank items,
 * job-to-date cost, history). The orchestrator runs them in this order.
 */
export const IMPORT_STAGE_RUNNERS: TImportStageRunner[] = [
  accountsStage,
  customersStage,
  jobsStage,
  vendorsStage,
  openingEntryStage,
  openInvoicesStage,
  openBillsStage,
  bankItemsStage,
  jobCostStage,
  historyStage,
].sort((a, b) => IMPORT_STAGES.indexOf(a.stage) - IMPORT_STAGES.indexOf(b.stage));

export type { TImportStageRunner, TStageContext, TStageResult } from './stage-types.ts';
