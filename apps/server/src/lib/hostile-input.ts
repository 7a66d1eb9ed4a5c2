import type { Context, MiddlewareHandler } from 'hono';
import { API_VERSION } from '../auth/auth-input.ts';
import type { AppEnv } from '../deps.ts';
import { isDocumentUploadRequest } from '../modules/documents/read-document-upload.ts';
import { isImportFileUpload } from '../modules/imports/runs/import-run-files.ts';

export const HOSTILE_INPUT_MESSAGES = {
  path: 'The address contains a broken percent-escape or a NUL character',
  query: 'The query string contains a broken percent-escape or a NUL character',
  body: 'Text may not contain NUL characters (\\u0000)',
} as const;

/** Whether a percent-encoded text decodes as UTF-8 to something without NUL. */
function isClean(encoded: string): boolean {
  try {
    return !decodeURIComponent(encoded).includes('\u0000');
  } catch {
    return false;
  }
}

const isCleanQuery = (search: string) =>
  search
    .slice(1)
    .split(/[&=]/)
    .every((part) => isClean(part));

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}

/** Whether a JSON text carries a NUL anywhere in a string or a key (invalid JSON is left to the route). */
function jsonHoldsNul(text: string): boolean {
  // Cheap first look: most bodies hold no \u0000 escape at all.
  if (!/\\u0000/i.test(text)) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    return false;
  }
}

/** The refusal in the shape each part of the product answers in (GoTrue, Supabase Storage, our API). */
function refuse(c: Context<AppEnv>, message: string) {
  const path = c.req.path;
  if (path.startsWith('/auth/')) {
    c.header('x-supabase-api-version', API_VERSION);
    return c.json({ code: 400, error_code: 'validation_failed', msg: message }, 400);
  }
  if (path.startsWith('/storage/')) {
    return c.json({ statusCode: '400', error: 'InvalidRequest', message }, 400);
  }
  return c.json({ error: { code: 'invalid_input', message } }, 400);
}

const TEXT_PREFIXES = ['/api/', '/functions/', '/auth/'];

/**
 * Refuses, before any route sees them, what no person types and PostgreSQL cannot store: a path or
 * query whose percent-escapes do not decode as UTF-8 (`%E0%A4%A`), a NUL character there (`%00`), and a
 * JSON body with a NUL in any string (PostgreSQL's text cannot hold one). 400 in the error model of the
 * prefix. Runs after the body limits, so a body it reads is already bounded.
 */
export function refuseHostileInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isClean(url.pathname)) return refuse(c, HOSTILE_INPUT_MESSAGES.path);
    if (!isCleanQuery(url.search)) return refuse(c, HOSTILE_INPUT_MESSAGES.query);
    // The API, the functions and the auth service read every body as JSON, whatever its declared type;
    // file uploads (the store) are bytes, which the store checks itself.
    // A job document upload is a file's bytes too (its name is cleaned of control characters).
    const readsJson =
      TEXT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) &&
      !isDocumentUploadRequest(c.req.method, c.req.path) &&
      !isImportFileUpload(c.req.method, c.req.path);
    if (readsJson && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      if (jsonHoldsNul(await c.req.text())) return refuse(c, HOSTILE_INPUT_MESSAGES.body);
    }
    await next();
  };
}
