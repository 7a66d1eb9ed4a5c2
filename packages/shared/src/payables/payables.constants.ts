/**
 * The states and kinds of the payables module (issue 16), shared by the database schema, the API and
 * the pages. An invoice is entered, approved by the person the company's setting names, then posted
 * (one journal entry); a void reverses a posted invoice's entry while nothing is paid on it.
 */
export const AP_INVOICE_STATUSES = ['entered', 'approved', 'posted', 'void'] as const;
export type TApInvoiceStatus = (typeof AP_INVOICE_STATUSES)[number];

/**
 * An invoice line: against a commitment's schedule line (its job, cost code and category come from the
 * line), a direct job cost (job × cost code × category), or overhead (an expense account, no job).
 */
export const AP_INVOICE_LINE_KINDS = ['commitment', 'job_cost', 'overhead'] as const;
export type TApInvoiceLineKind = (typeof AP_INVOICE_LINE_KINDS)[number];

/** Who approves invoices: the job's project manager, or the office (company admins and accountants). */
export const AP_APPROVERS = ['project_manager', 'office'] as const;
export type TApApprover = (typeof AP_APPROVERS)[number];

export const AP_PAYMENT_METHODS = ['check', 'ach', 'wire'] as const;
export type TApPaymentMethod = (typeof AP_PAYMENT_METHODS)[number];

/** A payment or a retainage release is posted when recorded; a void reverses its entry. */
export const AP_POSTED_STATUSES = ['posted', 'void'] as const;
export type TApPostedStatus = (typeof AP_POSTED_STATUSES)[number];

/** What a payment pays on an invoice: its net amount due, or retainage a release made payable. */
export const AP_PAYMENT_APPLICATION_KINDS = ['invoice', 'retainage'] as const;
export type TApPaymentApplicationKind = (typeof AP_PAYMENT_APPLICATION_KINDS)[number];

export const LIEN_WAIVER_CONDITIONS = ['conditional', 'unconditional'] as const;
export type TLienWaiverCondition = (typeof LIEN_WAIVER_CONDITIONS)[number];
export const LIEN_WAIVER_SCOPES = ['progress', 'final'] as const;
export type TLienWaiverScope = (typeof LIEN_WAIVER_SCOPES)[number];
export const LIEN_WAIVER_STATUSES = ['requested', 'received', 'verified'] as const;
export type TLienWaiverStatus = (typeof LIEN_WAIVER_STATUSES)[number];
