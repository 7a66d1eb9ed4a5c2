/**
 * Plausible request bodies from a JSON Schema (the OpenAPI document's, or zod's toJSONSchema), with
 * chosen string fields replaced: the hostile-input suite fills every string with NUL, or one string at a
 * time with 10 KB, so that a new route or field is covered without anyone listing it.
 */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  $ref?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};

export type TSchemaComponents = Record<string, TJsonSchema>;

/** What to put in the string leaves: a plausible value, `replace` for all, or `replace` for the n-th only. */
export type TStringFill = { replace?: string; only?: number };

const PLAUSIBLE_BY_FORMAT: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'hostile@example.com',
  date: '2026-01-15',
  'date-time': '2026-01-15T10:00:00.000Z',
  uri: 'http://groundwork.test/x',
};

function resolve(schema: TJsonSchema, components: TSchemaComponents): TJsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  const target = components[name];
  if (!target) throw new Error(`unknown schema reference ${schema.$ref}`);
  return resolve(target, components);
}

/** Builds a value for `schema`; string leaves are counted in order, so `only` picks one of them. */
export function sampleOf(
  schema: TJsonSchema,
  components: TSchemaComponents,
  fill: TStringFill = {},
): { value: unknown; strings: number } {
  let strings = 0;
  const build = (raw: TJsonSchema, depth: number): unknown => {
    const s = resolve(raw, components);
    if (depth > 6) return null;
    const choice = s.anyOf ?? s.oneOf;
    if (choice) {
      const options = choice.map((o) => resolve(o, components));
      const first = options.find((o) => o.type !== 'null') ?? options[0];
      return first ? build(first, depth + 1) : null;
    }
    if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => build(part, depth + 1)));
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    if (type === 'object' || s.properties) {
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, inner]) => [key, build(inner, depth + 1)]),
      );
    }
    if (type === 'array') return s.items ? [build(s.items, depth + 1)] : [];
    if (type === 'integer' || type === 'number')
      return Math.max(1, (s.minimum ?? s.exclusiveMinimum ?? 0) + 1);
    if (type === 'boolean') return true;
    if (type === 'string' || s.enum || typeof s.const === 'string') {
      const index = strings++;
      const plausible =
        (s.enum?.[0] as string | undefined) ??
        (typeof s.const === 'string' ? s.const : undefined) ??
        (typeof s.default === 'string' ? s.default : undefined) ??
        PLAUSIBLE_BY_FORMAT[s.format ?? ''] ??
        'Sample';
      const isChosen = fill.replace !== undefined && (fill.only === undefined || fill.only === index);
      return isChosen ? fill.replace : plausible;
    }
    return s.const ?? null;
  };
  const value = build(schema, 0);
  return { value, strings };
}
