import { z } from 'zod';
import { isIsoDate } from '../ledger/dates.ts';
import { ZGlAccountRef } from './bank-accounts.schemas.ts';
import { matchSumsMessage } from './matching.ts';
import { ZBankStatementLine } from './statements.schemas.ts';

/**
 * Matching (issue 23, item 3): the workspace (statement lines, book items, matches), suggestions,
 * matches made by hand, by auto-match or by accepting suggestions, and the rules that propose an entry
 * for a fee or interest line. Money is signed integer cents: + money into the bank, − money out.
 */

export const BANK_MATCH_KINDS = ['auto', 'suggested', 'manual', 'rule', 'adjustment', 'contra'] as const;
export type TBankMatchKind = (typeof BANK_MATCH_KINDS)[number];
export const BANK_MATCH_KIND_LABELS: Record<TBankMatchKind, string> = {
  auto: 'Auto-matched',
  suggested: 'Suggestion accepted',
  manual: 'Matched by hand',
  rule: 'Rule entry',
  adjustment: 'Reconciliation adjustment',
  contra: 'Entry and its reversal',
};

export const BOOK_ITEM_TYPES = [
  'check',
  'deposit',
  'ach',
  'wire',
  'payroll',
  'transfer',
  'journal',
  'bank',
  'reversal',
] as const;
export type TBookItemType = (typeof BOOK_ITEM_TYPES)[number];
export const BOOK_ITEM_TYPE_LABELS: Record<TBookItemType, string> = {
  check: 'Check',
  deposit: 'Deposit',
  ach: 'ACH',
  wire: 'Wire',
  payroll: 'Payroll',
  transfer: 'Transfer',
  journal: 'Journal entry',
  bank: 'Bank entry',
  reversal: 'Void / reversal',
};

export const BANK_RULE_DIRECTIONS = ['any', 'in', 'out'] as const;
export type TBankRuleDirection = (typeof BANK_RULE_DIRECTIONS)[number];

export const MATCHING_MESSAGES = {
  sumsDiffer: matchSumsMessage,
  nothingSelected: 'Select the statement lines and book items to match',
  tooFew: 'A match needs at least two items: a statement line and a book item, or an entry and its reversal',
  tooMany: 'Match at most 500 statement lines and 500 book items at a time',
  lineTwice: 'A statement line is selected twice',
  itemTwice: 'A book item is selected twice',
  lineNotFound: 'Statement line not found on this bank account',
  itemNotFound: 'Book item not found: it must be a journal line on this bank account’s ledger account',
  itemBeforeOpening: 'This book item is dated on or before the account’s opening balance date: it is history',
  lineMatched: 'This statement line is already matched: unmatch it first',
  itemMatched: 'This book item is already matched: unmatch it first',
  reconciled:
    'This item is cleared in a finished reconciliation and cannot change: undo that reconciliation first',
  matchNotFound: 'Match not found',
  adjustmentMatch: 'An adjustment match is removed by undoing its reconciliation',
  contraRuleMatch: 'This entry and its reversal cancel out: there is nothing to unmatch',
  matched: (n: number) => (n === 0 ? 'Nothing new to match' : `${n} ${n === 1 ? 'match' : 'matches'} made`),
  unmatched: 'Unmatched',
  ruleNotFound: 'Rule not found',
  ruleNameRequired: 'Enter the rule name',
  ruleNameMax: 'Keep the name under 100 characters',
  textRequired: 'Enter the text the statement line contains',
  textMax: 'Keep the text under 100 characters',
  accountRequired: 'Choose the account the entry posts to',
  accountNotFound: 'Account not found',
  accountInactive: 'An inactive account cannot be posted to',
  accountCash:
    'Pick an account other than a cash account: a transfer between bank accounts is matched, not a rule',
  accountControl:
    'Accounts receivable, accounts payable and retainage accounts move only through billing, receipts, invoices and payments',
  jobCostAllOrNone: 'Choose the job, cost code and cost category together, or none of them',
  jobNotFound: 'Job not found',
  jobInactive: 'Only active jobs can take job cost',
  costCodeNotFound: 'Cost code not found',
  costCodeInactive: 'The cost code is inactive',
  costCategoryNotFound: 'Cost category not found',
  costCategoryInactive: 'The cost category is inactive',
  bankAccountNotFound: 'Bank account not found',
  memoMax: 'Keep the memo under 500 characters',
  priorityRange: 'Enter a priority from 0 to 10,000 (lower runs first)',
  ruleInactive: 'This rule is inactive',
  ruleInUse:
    'This rule made entries that are cleared in a finished reconciliation: make it inactive instead of deleting it',
  ruleOtherAccount: 'This rule belongs to another bank account',
  ruleDirection: (direction: 'in' | 'out') =>
    direction === 'in' ? 'This rule is for money in only' : 'This rule is for money out only',
  ruleApplied: 'Entry posted and matched',
} as const;
const M = MATCHING_MESSAGES;

const ZDate = z.string().trim().refine(isIsoDate, 'Enter a date as YYYY-MM-DD');

export const ZBookItemRef = z.object({
  entry_id: z.string().uuid(),
  line_number: z.number().int().min(1),
});
export type TBookItemRefInput = z.infer<typeof ZBookItemRef>;

export const ZBookItem = z.object({
  entry_id: z.string().uuid(),
  line_number: z.number().int(),
  entry_number: z.string(),
  date: z.string(),
  amount_cents: z.number().int(),
  type: z.enum(BOOK_ITEM_TYPES),
  check_number: z.string().nullable(),
  payee: z.string(),
  reference: z.string().nullable(),
  memo: z.string(),
  source_type: z.string(),
  source_id: z.string().uuid().nullable(),
  match_id: z.string().uuid().nullable(),
});
export type TBookItem = z.infer<typeof ZBookItem>;

export const ZBankMatch = z.object({
  id: z.string().uuid(),
  kind: z.enum(BANK_MATCH_KINDS),
  statement_line_ids: z.array(z.string().uuid()),
  book_items: z.array(ZBookItemRef),
  created_entry_id: z.string().uuid().nullable(),
  rule_id: z.string().uuid().nullable(),
  created_at: z.string(),
});
export type TBankMatch = z.infer<typeof ZBankMatch>;

/** The account as the workspace heads it. */
export const ZWorkspaceBankAccount = z.object({
  id: z.string().uuid(),
  name: z.string(),
  bank_name: z.string(),
  last_four: z.string().nullable(),
  gl_account: ZGlAccountRef,
  opening_balance_cents: z.number().int(),
  opening_balance_date: z.string().nullable(),
  is_active: z.boolean(),
});

export const ZWorkspaceQuery = z.object({ through: ZDate.optional() });

export const ZWorkspace = z.object({
  bank_account: ZWorkspaceBankAccount,
  statement_lines: z.array(ZBankStatementLine),
  book_items: z.array(ZBookItem),
  matches: z.array(ZBankMatch),
});
export type TWorkspace = z.infer<typeof ZWorkspace>;

export const ZMatchCandidate = z.object({
  /** Every statement line of the proposal (this line, or several for a many-to-one candidate). */
  statement_line_ids: z.array(z.string().uuid()),
  book_items: z.array(ZBookItemRef),
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
});
export const ZLineSuggestion = z.object({
  statement_line_id: z.string().uuid(),
  tie: z.boolean(),
  candidates: z.array(ZMatchCandidate),
});
export const ZSuggestionList = z.object({ items: z.array(ZLineSuggestion) });
export type TSuggestionList = z.infer<typeof ZSuggestionList>;

const MAX_SIDE = 500;
export const ZCreateMatch = z
  .object({
    statement_line_ids: z.array(z.string().uuid()).max(MAX_SIDE, M.tooMany).default([]),
    book_items: z.array(ZBookItemRef).max(MAX_SIDE, M.tooMany).default([]),
    kind: z.enum(['manual', 'suggested']).default('manual'),
  })
  .refine((v) => v.statement_line_ids.length + v.book_items.length > 0, M.nothingSelected)
  .refine((v) => new Set(v.statement_line_ids).size === v.statement_line_ids.length, M.lineTwice)
  .refine(
    (v) => new Set(v.book_items.map((r) => `${r.entry_id}:${r.line_number}`)).size === v.book_items.length,
    M.itemTwice,
  );
export type TCreateMatch = z.output<typeof ZCreateMatch>;

export const ZAcceptSuggestions = z.object({
  statement_line_ids: z.array(z.string().uuid()).max(10_000).optional(),
});
export type TAcceptSuggestions = z.output<typeof ZAcceptSuggestions>;

export const ZMatchedCount = z.object({ matched: z.number().int() });

/** DELETE /bank-matches/{id}: a rule match's entry is reversed and contra-matched with its reversal. */
export const ZUnmatchResult = z.object({
  id: z.string().uuid(),
  reversal_entry_id: z.string().uuid().nullable(),
  contra_match_id: z.string().uuid().nullable(),
});
export type TUnmatchResult = z.infer<typeof ZUnmatchResult>;

// Rules ----------------------------------------------------------------------------------------------

export const ZBankRule = z.object({
  id: z.string().uuid(),
  bank_account_id: z.string().uuid().nullable(),
  name: z.string(),
  text_contains: z.string(),
  direction: z.enum(BANK_RULE_DIRECTIONS),
  account: ZGlAccountRef,
  job: ZGlAccountRef.nullable(),
  cost_code_id: z.string().uuid().nullable(),
  cost_category_id: z.string().uuid().nullable(),
  memo: z.string(),
  priority: z.number().int(),
  is_active: z.boolean(),
});
export type TBankRule = z.infer<typeof ZBankRule>;
export const ZBankRuleList = z.object({ items: z.array(ZBankRule) });

const ZOptionalId = z
  .string()
  .uuid()
  .nullish()
  .transform((v) => v ?? null);
const ruleFields = {
  bank_account_id: ZOptionalId,
  name: z.string().trim().max(100, M.ruleNameMax).nullish(),
  text_contains: z.string({ error: M.textRequired }).trim().min(1, M.textRequired).max(100, M.textMax),
  direction: z.enum(BANK_RULE_DIRECTIONS).default('any'),
  account_id: z.string({ error: M.accountRequired }).uuid(M.accountRequired),
  job_id: ZOptionalId,
  cost_code_id: ZOptionalId,
  cost_category_id: ZOptionalId,
  memo: z
    .string()
    .trim()
    .max(500, M.memoMax)
    .nullish()
    .transform((v) => v ?? ''),
  priority: z
    .number({ error: M.priorityRange })
    .int(M.priorityRange)
    .min(0, M.priorityRange)
    .max(10_000, M.priorityRange)
    .default(100),
  is_active: z.boolean().default(true),
};

const jobCostAllOrNone = (v: {
  job_id?: string | null;
  cost_code_id?: string | null;
  cost_category_id?: string | null;
}) => {
  const given = [v.job_id, v.cost_code_id, v.cost_category_id].filter(Boolean).length;
  return given === 0 || given === 3;
};

export const ZCreateBankRule = z
  .object(ruleFields)
  .refine(jobCostAllOrNone, { message: M.jobCostAllOrNone, path: ['job_id'] })
  .transform((v) => ({ ...v, name: v.name ? v.name : v.text_contains }));
export type TCreateBankRule = z.output<typeof ZCreateBankRule>;

/** A change of some fields: an absent field stays as it is (job, cost code and category go together). */
export const ZUpdateBankRule = z.object({
  bank_account_id: ZOptionalId.optional(),
  name: z.string().trim().min(1, M.ruleNameRequired).max(100, M.ruleNameMax).optional(),
  text_contains: ruleFields.text_contains.optional(),
  direction: z.enum(BANK_RULE_DIRECTIONS).optional(),
  account_id: ruleFields.account_id.optional(),
  job_id: ZOptionalId.optional(),
  cost_code_id: ZOptionalId.optional(),
  cost_category_id: ZOptionalId.optional(),
  memo: z.string().trim().max(500, M.memoMax).optional(),
  priority: z.number().int(M.priorityRange).min(0, M.priorityRange).max(10_000, M.priorityRange).optional(),
  is_active: z.boolean().optional(),
});
export type TUpdateBankRule = z.output<typeof ZUpdateBankRule>;

export const ZRuleProposal = z.object({
  statement_line_id: z.string().uuid(),
  rule: ZBankRule,
  amount_cents: z.number().int(),
  posted_date: z.string(),
  /** The line's payee and memo, as the rule read them. */
  text: z.string(),
});
export const ZRuleProposalList = z.object({ items: z.array(ZRuleProposal) });
export type TRuleProposal = z.infer<typeof ZRuleProposal>;

export const ZApplyRule = z.object({
  rule_id: z.string({ error: 'Choose the rule' }).uuid('Choose the rule'),
});
export type TApplyRule = z.output<typeof ZApplyRule>;
