import { DEFAULT_BRAND_COLORS, LOGO_BUCKET, logoObjectPath } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { ownerOrganization, parseObjectPath } from '../../storage/object-key.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { TPdfNode } from './pdf-engine.ts';

/** What a document's letterhead shows: the company, its logo (from the file store) and its colours. */
export type TPdfCompany = {
  name: string;
  addressLines: string[];
  contactLine: string;
  logo: { svg: string } | { image: string } | null;
  colors: { primary: string; secondary: string; accent: string };
};

const HEX_RE = /^#[0-9a-f]{6}$/i;
const colorOr = (value: string | null, fallback: string) => (value && HEX_RE.test(value) ? value : fallback);

/**
 * The company of a document. The logo is read straight from the store, and only from the company's
 * own folder of the logo bucket (the URL is never fetched); an unreadable logo is left out.
 */
export async function loadPdfCompany(
  tx: Db,
  store: ObjectStore,
  organizationId: string,
): Promise<TPdfCompany> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new Error(`organization ${organizationId} not found`);
  const cityLine = [org.city, [org.state, org.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: org.name,
    addressLines: [org.address, cityLine].filter((line): line is string => Boolean(line)),
    contactLine: [org.phone, org.email].filter(Boolean).join(' · '),
    logo: await readLogo(store, organizationId, org.logoUrl),
    colors: {
      primary: colorOr(org.primaryBrandColor, DEFAULT_BRAND_COLORS.primary),
      secondary: colorOr(org.secondaryBrandColor, DEFAULT_BRAND_COLORS.secondary),
      accent: colorOr(org.accentBrandColor, DEFAULT_BRAND_COLORS.accent),
    },
  };
}

async function readLogo(
  store: ObjectStore,
  organizationId: string,
  logoUrl: string | null,
): Promise<TPdfCompany['logo']> {
  const path = logoUrl ? logoObjectPath(logoUrl) : null;
  const key = path === null ? null : parseObjectPath(LOGO_BUCKET, path);
  if (!key || ownerOrganization(key) !== organizationId) return null;
  const object = await store.get(key);
  if (!object) return null;
  const type = object.meta.contentType;
  if (type === 'image/svg+xml') return { svg: Buffer.from(object.bytes).toString('utf8') };
  if (type === 'image/png' || type === 'image/jpeg')
    return { image: `data:${type};base64,${Buffer.from(object.bytes).toString('base64')}` };
  return null;
}

/**
 * The letterhead: logo and company on the left, the document's title and its key facts on the right,
 * then a rule in the company's primary colour.
 */
export function companyHeader(
  company: TPdfCompany,
  title: string,
  facts: readonly [string, string][],
  /** The rule's length: the page's width between its margins (letter portrait with 40 pt margins). */
  ruleWidth = 532,
): TPdfNode[] {
  const logo: TPdfNode | null = company.logo
    ? 'svg' in company.logo
      ? { svg: company.logo.svg, fit: [120, 48] }
      : { image: company.logo.image, fit: [120, 48] }
    : null;
  const companyBlock: TPdfNode = {
    stack: [
      { text: company.name, bold: true, fontSize: 12, color: company.colors.secondary },
      ...company.addressLines.map((line) => ({ text: line, color: '#555555' })),
      company.contactLine ? { text: company.contactLine, color: '#555555' } : '',
    ],
    margin: [logo ? 8 : 0, 0, 0, 0],
  };
  return [
    {
      columns: [
        ...(logo ? [{ width: 'auto', stack: [logo] }] : []),
        { width: '*', ...companyBlock },
        {
          width: 'auto',
          stack: [
            { text: title, bold: true, fontSize: 16, color: company.colors.primary, alignment: 'right' },
            {
              table: {
                body: facts.map(([label, value]) => [
                  { text: label, color: '#555555' },
                  { text: value, bold: true },
                ]),
              },
              layout: 'noBorders',
              margin: [0, 4, 0, 0],
            },
          ],
        },
      ],
      columnGap: 8,
    },
    {
      canvas: [
        { type: 'line', x1: 0, y1: 0, x2: ruleWidth, y2: 0, lineWidth: 2, lineColor: company.colors.primary },
      ],
      margin: [0, 8, 0, 8],
    },
  ];
}

/** A table layout with light rules and a header row in the company's colour. */
export function brandedTableLayout(company: TPdfCompany) {
  return {
    hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
    vLineWidth: () => 0,
    hLineColor: () => '#cccccc',
    fillColor: (row: number) => (row === 0 ? company.colors.primary : null),
    paddingTop: () => 3,
    paddingBottom: () => 3,
  };
}
