import {
  lastFour,
  maskAccount,
  PAYROLL_SETTINGS_MESSAGES,
  type TPayrollSettings,
  type TPayrollSettingsInput,
} from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollSettings } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import type { TDataCipher } from '../../lib/crypto.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

type SettingsRow = typeof payrollSettings.$inferSelect;

function settingsJson(r: SettingsRow): TPayrollSettings {
  return {
    workweek_start_day: r.workweekStartDay,
    overtime_allocation: r.overtimeAllocation,
    overtime_premium_to: r.overtimePremiumTo,
    burden_method: r.burdenMethod,
    burden_rate_percent: r.burdenRatePercent === null ? null : Number(r.burdenRatePercent).toFixed(4),
    default_pay_frequency: r.defaultPayFrequency,
    default_work_state: r.defaultWorkState,
    federal_ein: r.federalEin,
    ach_immediate_destination: r.achImmediateDestination,
    ach_destination_name: r.achDestinationName,
    ach_immediate_origin: r.achImmediateOrigin,
    ach_origin_name: r.achOriginName,
    ach_company_name: r.achCompanyName,
    ach_company_id: r.achCompanyId,
    ach_odfi_routing: r.achOdfiRouting,
    ach_balanced: r.achBalanced,
    ach_offset_routing: r.achOffsetRouting,
    ach_offset_account_masked: r.achOffsetAccountLast4 ? maskAccount(r.achOffsetAccountLast4) : null,
    next_check_number: r.nextCheckNumber,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The company's row; made on the spot for a company older than its starting data. */
async function settingsRow(tx: Db, caller: TenantCaller): Promise<SettingsRow> {
  const [row] = await tx
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, caller.organizationId));
  if (row) return row;
  const [made] = await tx
    .insert(payrollSettings)
    .values({ organizationId: caller.organizationId })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [again] = await tx
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, caller.organizationId));
  if (!again) throw new Error('payroll settings row missing');
  return again;
}

export async function getPayrollSettings(tx: Db, caller: TenantCaller): Promise<TPayrollSettings> {
  return settingsJson(await settingsRow(tx, caller));
}

/**
 * Saves the settings. The offset account (balanced ACH files) is encrypted like an employee's; absent
 * keeps it, null clears it. A balanced file needs the offset routing and account.
 */
export async function savePayrollSettings(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  input: TPayrollSettingsInput,
): Promise<TPayrollSettings> {
  const before = await settingsRow(tx, caller);
  const offset =
    input.ach_offset_account === undefined
      ? {
          achOffsetAccountEncrypted: before.achOffsetAccountEncrypted,
          achOffsetAccountLast4: before.achOffsetAccountLast4,
        }
      : input.ach_offset_account === null
        ? { achOffsetAccountEncrypted: null, achOffsetAccountLast4: null }
        : {
            achOffsetAccountEncrypted: cipher.encrypt(input.ach_offset_account, 'ach_offset_account'),
            achOffsetAccountLast4: lastFour(input.ach_offset_account),
          };
  if (input.ach_balanced && (!input.ach_offset_routing || !offset.achOffsetAccountEncrypted))
    throw PaySetupErrors.invalid(PAYROLL_SETTINGS_MESSAGES.offsetRequired);
  const [row] = await tx
    .update(payrollSettings)
    .set({
      workweekStartDay: input.workweek_start_day,
      overtimeAllocation: input.overtime_allocation,
      overtimePremiumTo: input.overtime_premium_to,
      burdenMethod: input.burden_method,
      burdenRatePercent: input.burden_rate_percent,
      defaultPayFrequency: input.default_pay_frequency,
      defaultWorkState: input.default_work_state,
      federalEin: input.federal_ein,
      achImmediateDestination: input.ach_immediate_destination,
      achDestinationName: input.ach_destination_name,
      achImmediateOrigin: input.ach_immediate_origin,
      achOriginName: input.ach_origin_name,
      achCompanyName: input.ach_company_name,
      achCompanyId: input.ach_company_id,
      achOdfiRouting: input.ach_odfi_routing,
      achBalanced: input.ach_balanced,
      achOffsetRouting: input.ach_offset_routing,
      ...offset,
      nextCheckNumber: input.next_check_number,
      updatedBy: caller.userId,
      updatedAt: new Date(),
    })
    .where(eq(payrollSettings.organizationId, caller.organizationId))
    .returning();
  if (!row) throw new Error('payroll settings update returned no row');
  const after = settingsJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_payroll_settings',
    entity: 'payroll_settings',
    entityId: caller.organizationId,
    before: settingsJson(before),
    after,
    requestId: caller.requestId,
  });
  return after;
}
