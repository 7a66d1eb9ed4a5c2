import { AP_APPROVERS } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyNumber: text('company_number').unique(),
    legalStructure: text('legal_structure'),
    ein: text('ein'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    defaultCurrency: text('default_currency').notNull().default('USD'),
    fiscalYearEnd: text('fiscal_year_end').default('12-31'),
    // The lock date: no journal line may be dated on or before it (closing a period moves it forward).
    booksClosedThrough: date('books_closed_through', { mode: 'string' }),
    // Job cost settings: new subcontracts' retainage (basis points, 1000 = 10.00 %), and whether a vendor
    // with an expired certificate may still get new commitments (false: a warning only).
    defaultRetainageBps: integer('default_retainage_bps').notNull().default(1000),
    complianceBlocksCommitments: boolean('compliance_blocks_commitments').notNull().default(false),
    // Payables settings (issue 16): who approves vendor invoices — the job's project manager, or the
    // office (company admins and accountants); whether a vendor with expired insurance has its invoices
    // held (no approval, no payment); whether a subcontract invoice is paid only once a conditional
    // waiver is received, and retainage released only once the final unconditional waiver is.
    apApprover: text('ap_approver', { enum: AP_APPROVERS }).notNull().default('office'),
    complianceBlocksPayables: boolean('compliance_blocks_payables').notNull().default(false),
    requireConditionalWaiver: boolean('require_conditional_waiver').notNull().default(false),
    requireFinalWaiverForRelease: boolean('require_final_waiver_for_release').notNull().default(false),
    departmentsEnabled: boolean('departments_enabled').notNull().default(false),
    departmentsRequireAssignment: boolean('departments_require_assignment').notNull().default(false),
    logoUrl: text('logo_url'),
    primaryBrandColor: text('primary_brand_color').notNull().default('#3b5998'),
    secondaryBrandColor: text('secondary_brand_color').notNull().default('#2c4a73'),
    accentBrandColor: text('accent_brand_color').notNull().default('#7fa9d8'),
    isActive: boolean('is_active').notNull().default(true),
    isInternal: boolean('is_internal').notNull().default(false),
    subscriptionTier: text('subscription_tier', { enum: ['trial', 'basic', 'professional', 'enterprise'] })
      .notNull()
      .default('trial'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_created_at_idx').on(t.createdAt),
    // Exactly one organization is the product's own.
    uniqueIndex('organizations_one_internal_idx').on(t.isInternal).where(sql`${t.isInternal}`),
    check('organizations_ap_approver_valid', sql`${t.apApprover} in ('project_manager', 'office')`),
  ],
);
