import fs from 'node:fs';
import pdfmake from 'pdfmake';

/**
 * THE server-side PDF engine (pdfmake, pure JS): a document definition in, PDF bytes out. Fonts are
 * the Roboto TTF files shipped beside this module; nothing is ever read from the network or the disk
 * while rendering (both access policies refuse everything): images come in the definition as data.
 */

/** A pdfmake content node: text, a table, columns, an image… (https://pdfmake.github.io/docs/). */
export type TPdfNode = string | { [key: string]: unknown } | TPdfNode[];

export type TPdfDocument = {
  content: TPdfNode[];
  info?: { title?: string; author?: string; subject?: string };
  pageSize?: 'LETTER' | 'A4';
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: [number, number, number, number];
  styles?: Record<string, Record<string, unknown>>;
  defaultStyle?: Record<string, unknown>;
  footer?: (currentPage: number, pageCount: number) => TPdfNode;
  /** Compressed streams by default; tests turn it off to read the text. */
  compress?: boolean;
};

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let isConfigured = false;

function configure(): void {
  if (isConfigured) return;
  for (const file of Object.values(FONT_FILES)) {
    pdfmake.virtualfs.writeFileSync(file, fs.readFileSync(new URL(`./fonts/${file}`, import.meta.url)));
  }
  pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  isConfigured = true;
}

/** Renders a document definition to PDF bytes. */
export async function renderPdf(document: TPdfDocument): Promise<Buffer> {
  configure();
  return pdfmake
    .createPdf({
      pageSize: 'LETTER',
      pageMargins: [40, 40, 40, 48],
      ...document,
      defaultStyle: { font: 'Roboto', fontSize: 9, ...document.defaultStyle },
    })
    .getBuffer();
}
