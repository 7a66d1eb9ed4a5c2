import { type TPermission, ZSetupCompany } from '@groundwork/shared';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { AppError, CommonErrors } from '../lib/app-error.ts';
import {
  assertPasswordChanged,
  assertPermission,
  authenticate,
  type RequestAuth,
} from '../lib/request-auth.ts';
import { withSystem } from '../lib/tenant.ts';
import { PEOPLE_FUNCTIONS } from '../modules/people/people.functions.ts';
import { setupCompany } from '../modules/setup/setup-company.ts';
import { setupDirector } from '../modules/setup/setup-director.ts';
import { SUPPORT_FUNCTIONS } from '../modules/support/support.functions.ts';
import { extractBrandColorsFunction } from './extract-brand-colors.ts';

type FunctionContext = { deps: AppDeps; auth: RequestAuth; requestId: string };

/** A server function of spec §7: its name, the permission it needs, its body schema and its work. */
export type ServerFunction<S extends z.ZodType = z.ZodType> = {
  name: string;
  permission: TPermission;
  summary: string;
  body: S | null;
  run: (ctx: FunctionContext, body: z.infer<S>) => Promise<unknown>;
};

const define = <S extends z.ZodType>(f: ServerFunction<S>) => f as unknown as ServerFunction;

/**
 * Every function, in one list the route-security tests enumerate. Functions that set up a caller who
 * has no organization yet run with owner rights, by necessity; they check everything themselves.
 */
export const SERVER_FUNCTIONS: ServerFunction[] = [
  define({
    name: 'setup-director',
    permission: 'session',
    summary: 'Make the caller a director of the product organization (first user or DIRECTOR_EMAILS)',
    body: null,
    run: ({ deps, auth, requestId }) =>
      withSystem(deps.database.db, 'setup before membership', (tx: Db) =>
        setupDirector(tx, deps.config, auth, requestId),
      ),
  }),
  define({
    name: 'setup-company',
    permission: 'session',
    summary: 'Create the caller’s own company (trial) with the caller as company_admin',
    body: ZSetupCompany,
    run: ({ deps, auth, requestId }, body) =>
      withSystem(deps.database.db, 'setup before membership', (tx: Db) =>
        setupCompany(tx, auth, body, requestId),
      ),
  }),
  define(extractBrandColorsFunction),
  ...PEOPLE_FUNCTIONS,
  ...SUPPORT_FUNCTIONS,
];

export function functionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const fn of SERVER_FUNCTIONS) {
    app.post(`/${fn.name}`, async (c) => {
      const auth = await authenticate(deps, c);
      // No function is needed to change one's password.
      assertPasswordChanged(auth);
      assertPermission(auth, fn.permission);
      let body: unknown = {};
      const text = await c.req.text();
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new AppError('invalid_json', 'The request body is not valid JSON', 400);
        }
      }
      if (fn.body) {
        const parsed = fn.body.safeParse(body);
        if (!parsed.success)
          throw CommonErrors.invalidInput(parsed.error.issues[0]?.message ?? 'Invalid input');
        body = parsed.data;
      }
      const result = await fn.run({ deps, auth, requestId: c.get('requestId') }, body);
      return c.json(result as object, 200);
    });
  }
  app.all('*', () => {
    throw new AppError('function_not_found', 'Function not found', 404);
  });
  return app;
}
