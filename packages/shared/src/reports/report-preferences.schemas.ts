import { z } from 'zod';

/**
 * A person's remembered parameters for one report (issue 17, item 1). The key names the report
 * ('profit-and-loss', 'wip', …); `params` is that report's own query object, validated by the report
 * page when read back — an old shape that no longer parses is ignored, never an error.
 */
export const REPORT_KEY_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

/** The largest parameters object kept (JSON text), far above any report's needs. */
export const REPORT_PARAMS_MAX_BYTES = 8192;

export const REPORT_PREFERENCE_MESSAGES = {
  badKey: 'A report key is lowercase letters, digits and hyphens, at most 64 characters',
  tooLarge: `Report parameters are at most ${REPORT_PARAMS_MAX_BYTES} bytes`,
} as const;

/** UTF-8 bytes of a string (no TextEncoder: the shared package has no DOM or Node types). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const ZReportKey = z.string().regex(REPORT_KEY_PATTERN, REPORT_PREFERENCE_MESSAGES.badKey);

export const ZReportPreferenceQuery = z.object({ report_key: ZReportKey });

export const ZReportParamsObject = z
  .record(z.string(), z.unknown())
  .refine((params) => utf8Length(JSON.stringify(params)) <= REPORT_PARAMS_MAX_BYTES, {
    message: REPORT_PREFERENCE_MESSAGES.tooLarge,
  });

export const ZReportPreferenceInput = z
  .object({ report_key: ZReportKey, params: ZReportParamsObject })
  .strict();

export const ZReportPreference = z.object({
  report_key: z.string(),
  /** null: the person has not run this report yet (the page uses its defaults). */
  params: z.record(z.string(), z.unknown()).nullable(),
  updated_at: z.string().nullable(),
});

export const ZReportPreferenceList = z.object({ items: z.array(ZReportPreference) });

export type TReportPreference = z.infer<typeof ZReportPreference>;
export type TReportPreferenceInput = z.infer<typeof ZReportPreferenceInput>;
export type TReportPreferenceList = z.infer<typeof ZReportPreferenceList>;
