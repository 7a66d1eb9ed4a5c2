export type TSniffedType = 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'application/pdf';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** '%PDF-' */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** The extensions that may carry each type; a name must agree with its bytes. */
export const EXTENSIONS: Record<TSniffedType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
};

/** Declared types that name each sniffed type (browsers and tools spell JPEG two ways). */
const DECLARED_ALIASES: Record<TSniffedType, readonly string[]> = {
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/svg+xml': ['image/svg+xml'],
  'application/pdf': ['application/pdf'],
};

/**
 * What the bytes are, whatever the upload claimed: PNG, JPEG and PDF by their magic numbers; SVG when the
 * bytes are UTF-8 text whose root element (after an XML declaration, comments and whitespace) is
 * `<svg`. A DOCTYPE is refused outright: entity declarations serve no logo and only invite abuse.
 */
export function sniffContentType(bytes: Uint8Array): TSniffedType | null {
  if (bytes.length >= 8 && PNG_MAGIC.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 5 && PDF_MAGIC.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return isSvg(bytes) ? 'image/svg+xml' : null;
}

function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith('<?xml')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return false;
      rest = rest.slice(end + 3);
    } else {
      break;
    }
  }
  return /^<svg[\s>/]/.test(rest) && !/<!DOCTYPE|<!ENTITY/i.test(text);
}

/** Whether a declared content type (or none, or a generic one) agrees with what the bytes are. */
export function declaredTypeAgrees(declared: string | null | undefined, sniffed: TSniffedType): boolean {
  const base = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (base === '' || base === 'application/octet-stream' || base === 'text/plain') return true;
  return DECLARED_ALIASES[sniffed].includes(base);
}
