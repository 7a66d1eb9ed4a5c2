import {
  ZAcceptSuggestions,
  ZApplyRule,
  ZBankMatch,
  ZBankRule,
  ZBankRuleList,
  ZCreateBankRule,
  ZCreateMatch,
  ZMatchedCount,
  ZRuleProposalList,
  ZSuggestionList,
  ZUnmatchResult,
  ZUpdateBankRule,
  ZWorkspace,
  ZWorkspaceQuery,
} from '@groundwork/shared';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  conflictResponse,
  deletedResponse,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  ZIdParams,
} from '../../lib/api-route.ts';
import { bankRunner } from '../bank-accounts/bank-route-helpers.ts';
import { applyRule, ruleProposals } from './apply-rule.ts';
import { autoMatchAccount } from './auto-match.ts';
import { createRule, deleteRule, findRules, updateRule } from './bank-rules.ts';
import { createMatch } from './create-match.ts';
import { acceptSuggestions, accountSuggestions } from './suggestions.ts';
import { unmatch } from './unmatch.ts';
import { loadWorkspace } from './workspace.ts';

const TAGS = ['Bank reconciliation: matching'];
const RULE_TAGS = ['Bank reconciliation: rules'];
const accountNotFound = notFoundResponse('Bank account not found');
const conflict = conflictResponse('Already matched, or cleared in a finished reconciliation');

/**
 * Matching (issue 23, item 3): the workspace of an account, suggestions, matches by hand, auto-match,
 * accepting suggestions, unmatch (a rule's entry reversed), rules and the entries they propose.
 */
export function bankMatchingRoutes(deps: AppDeps) {
  const run = bankRunner(deps);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}/workspace',
      tags: TAGS,
      summary:
        'The matching workspace in one answer: every statement line and book item not in a finished reconciliation (with `through`, dated on or before it) and the open matches',
      request: { params: ZIdParams, query: ZWorkspaceQuery },
      responses: { 200: jsonResponse('The workspace', ZWorkspace), ...accountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { through } = c.req.valid('query');
      return c.json(await run(c, (tx, caller) => loadWorkspace(tx, caller.organizationId, id, through)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}/suggestions',
      tags: TAGS,
      summary:
        'Ranked candidates (best 3) for each unmatched statement line: same amount, date window, payee or reference, check number; one-to-many and many-to-one subsets; `tie` when the best two score equal',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Suggestions', ZSuggestionList), ...accountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => accountSuggestions(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts/{id}/matches',
      tags: TAGS,
      summary:
        'Match statement lines to book items (any counts on either side) whose sums are equal; book items alone summing to zero (an entry and its reversal) make a contra match',
      request: { params: ZIdParams, ...jsonBody(ZCreateMatch) },
      responses: {
        201: jsonResponse('The match', ZBankMatch),
        ...notFoundResponse('Bank account, statement line or book item not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => createMatch(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts/{id}/auto-match',
      tags: TAGS,
      summary:
        'Auto-match unmatched statement lines to open book items on amount + check number (unique on both sides); voids whose original never cleared are contra-matched',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Statement lines matched', ZMatchedCount), ...accountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await run(c, (tx, caller) => autoMatchAccount(tx, caller.organizationId, id, caller.userId)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts/{id}/accept-suggestions',
      tags: TAGS,
      summary:
        "Accept the best suggestion of each unmatched line (or of the lines given) when it is not a tie and no other line's best wants the same book items",
      request: {
        params: ZIdParams,
        body: { content: { 'application/json': { schema: ZAcceptSuggestions } }, required: false },
      },
      responses: { 200: jsonResponse('Matches made', ZMatchedCount), ...accountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = (c.req.valid('json') ?? {}) as { statement_line_ids?: string[] };
      return c.json(
        await run(c, (tx, caller) => acceptSuggestions(tx, caller, id, input.statement_line_ids)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'delete',
      path: '/bank-matches/{id}',
      tags: TAGS,
      summary:
        "Unmatch: the lines and items are open again; a rule match's entry is reversed and contra-matched with its reversal. A finished reconciliation's match → 409 reconciled",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('Unmatched', ZUnmatchResult),
        ...notFoundResponse('Match not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => unmatch(tx, caller, id)), 200);
    },
  );

  // Rules -------------------------------------------------------------------------------------------

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-rules',
      tags: RULE_TAGS,
      summary: 'The bank rules, in the order they are tried (lowest priority number first)',
      responses: { 200: jsonResponse('Rules', ZBankRuleList) },
    }),
    async (c) => {
      const items = await run(c, (tx, caller) => findRules(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-rules',
      tags: RULE_TAGS,
      summary:
        'Create a rule: statement text contains (1–100 characters) → an entry to a postable non-cash account, with an optional job, cost code and category (all three or none)',
      request: jsonBody(ZCreateBankRule),
      responses: {
        201: jsonResponse('The rule', ZBankRule),
        ...notFoundResponse('Bank account, account, job, cost code or category not found'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => createRule(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'patch',
      path: '/bank-rules/{id}',
      tags: RULE_TAGS,
      summary: 'Change a rule (absent fields stay as they are)',
      request: { params: ZIdParams, ...jsonBody(ZUpdateBankRule) },
      responses: { 200: jsonResponse('The rule', ZBankRule), ...notFoundResponse('Rule not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => updateRule(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'delete',
      path: '/bank-rules/{id}',
      tags: RULE_TAGS,
      summary:
        'Delete a rule (the entries it made stay); one whose entries are in a finished reconciliation → 409, make it inactive',
      request: { params: ZIdParams },
      responses: {
        ...deletedResponse,
        ...notFoundResponse('Rule not found'),
        ...conflictResponse('Used in a finished reconciliation'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteRule(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}/rule-proposals',
      tags: RULE_TAGS,
      summary:
        "Unmatched statement lines whose payee or memo contains an active rule's text (case-insensitive), each with the first rule by priority",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Proposals', ZRuleProposalList), ...accountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => ruleProposals(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-statement-lines/{id}/apply-rule',
      tags: RULE_TAGS,
      summary:
        "Post the rule's entry for an unmatched statement line (dated the line's date, cash against the rule's account, source bank) and match it to the line",
      request: { params: ZIdParams, ...jsonBody(ZApplyRule) },
      responses: {
        201: jsonResponse('The rule match', ZBankMatch),
        ...notFoundResponse('Statement line or rule not found'),
        ...conflictResponse('Matched, reconciled, inactive rule, wrong direction or a closed period'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { rule_id } = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => applyRule(tx, caller, id, rule_id)), 201);
    },
  );

  return api;
}
