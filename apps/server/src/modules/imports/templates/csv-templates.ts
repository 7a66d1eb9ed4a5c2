import type { TCsvTemplateEntity } from '@groundwork/shared';
import { stringify } from 'csv-stringify/sync';
import { CSV_TEMPLATES } from './template-columns.ts';

export { readTemplateCsv, TEMPLATE_STAGE, type TTemplateRead } from './read-template-csv.ts';
export {
  CSV_TEMPLATES,
  headerKey,
  matchTemplateHeader,
  type TTemplateColumn,
  type TTemplateMatch,
  type TTemplateSpec,
} from './template-columns.ts';

/**
 * The downloadable template of an entity (GET /imports/templates/{entity}): the header row and two
 * example rows, UTF-8 with a byte-order mark so Excel shows é and ñ, Windows line endings.
 */
export function templateCsv(entity: TCsvTemplateEntity): string {
  const spec = CSV_TEMPLATES[entity];
  const body = stringify([spec.columns.map((c) => c.header), ...spec.examples.map((r) => [...r])], {
    record_delimiter: 'windows',
  });
  return `\uFEFF${body}`;
}

/** The template's file name for downloads ('open-invoices-template.csv'). */
export function templateFileName(entity: TCsvTemplateEntity): string {
  return `${entity.replace(/_/g, '-')}-template.csv`;
}
