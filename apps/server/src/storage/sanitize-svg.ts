import type { DOMPurify as TDOMPurify } from 'dompurify';

/**
 * SVG attributes DOMPurify allows under their lower-case names. The SVG is parsed as XML (as the
 * browser will parse the stored file), where names keep their case, so these are named as SVG spells
 * them. None of them holds a URL.
 */
const CAMEL_CASE_ATTRIBUTES = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'pathLength',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'filterUnits',
  'primitiveUnits',
  'stdDeviation',
  'baseFrequency',
  'numOctaves',
  'stitchTiles',
  'kernelMatrix',
  'kernelUnitLength',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'surfaceScale',
  'tableValues',
  'xChannelSelector',
  'yChannelSelector',
  'edgeMode',
  'targetX',
  'targetY',
  'limitingConeAngle',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
]);

/** The same for element names: DOMPurify's SVG profile lists these in lower case. */
const CAMEL_CASE_TAGS = [
  'linearGradient',
  'radialGradient',
  'clipPath',
  'textPath',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpeg|gif);base64,/i;

let purifier: TDOMPurify | null = null;

/** One DOMPurify on one jsdom window, made on first use (jsdom takes a moment to load). */
async function svgPurifier(): Promise<TDOMPurify> {
  if (purifier) return purifier;
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const made = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  // Links may only point inside the document or hold an embedded bitmap: a logo fetches nothing.
  made.addHook('uponSanitizeAttribute', (node, data) => {
    if (!LINK_ATTRIBUTES.has(data.attrName)) return;
    // Browsers ignore whitespace and control characters inside a URL ('java\tscript:').
    const value = [...data.attrValue].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
    const isFragment = value.startsWith('#');
    const isImage = node.nodeName !== 'use' && EMBEDDED_IMAGE.test(value);
    if (!isFragment && !isImage) data.keepAttr = false;
  });
  // Style sheets may not pull in other style sheets.
  made.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent?.includes('@import')) {
      node.textContent = node.textContent.replace(/@import[^;]*;?/gi, '');
    }
  });
  purifier = made;
  return made;
}

/** The XML declaration, comments and whitespace before the root element (the sniffer allows them). */
function withoutProlog(svg: string): string {
  return svg.replace(/^\uFEFF/, '').replace(/^(?:\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->)*/, '');
}

/**
 * An SVG logo with nothing that could run or fetch, by DOMPurify's SVG profile (no script,
 * foreignObject, event handlers, animation, javascript: in any spelling), parsed as XML as browsers
 * parse the stored file. On top: links only to fragments or embedded bitmaps, `<use>` only of a
 * fragment, no `@import`. Answers null when nothing of an SVG is left (not well-formed XML, or not in
 * the SVG namespace), which the store refuses. The store also serves SVG under a sandboxing
 * Content-Security-Policy; this is the layer that protects a logo opened or embedded elsewhere.
 */
export async function sanitizeSvg(svg: string): Promise<string | null> {
  const purify = await svgPurifier();
  const clean = purify.sanitize(withoutProlog(svg), {
    USE_PROFILES: { svg: true, svgFilters: true },
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
    ADD_TAGS: ['use', ...CAMEL_CASE_TAGS],
    ADD_ATTR: (name: string) => CAMEL_CASE_ATTRIBUTES.has(name),
  });
  return /^<svg[\s>/]/.test(clean) ? clean : null;
}
