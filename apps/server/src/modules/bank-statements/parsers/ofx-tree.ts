/**
 * A small tolerant reader for OFX bodies, SGML (1.x: leaf tags left open, empty leaves possible) and
 * XML (2.x) alike. It keeps each element's character offsets, so a statement line keeps its raw text
 * and an error names the line of the file.
 */
export type TOfxNode = {
  name: string;
  /** The text of a leaf (`<TRNAMT>-12.50`); null for an aggregate. */
  value: string | null;
  children: TOfxNode[];
  start: number;
  end: number;
  valueOffset: number;
};

const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z0-9_.:-]+)[^>]*?(\/?)>|([^<]+)/g;

export function readOfxTree(text: string, from: number): TOfxNode {
  const root: TOfxNode = {
    name: '#root',
    value: null,
    children: [],
    start: from,
    end: text.length,
    valueOffset: -1,
  };
  const stack: TOfxNode[] = [root];
  let openLeaf: TOfxNode | null = null;
  TOKEN.lastIndex = from;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const tokenEnd = m.index + m[0].length;
    const content = m[4];
    if (content !== undefined) {
      const top = stack.at(-1) ?? root;
      const trimmed = content.trim();
      if (!trimmed || top === root || top.children.length > 0 || top.value !== null) continue;
      // 1. An element followed by text is a leaf: it holds the text and takes no children.
      top.value = decodeEntities(trimmed.replace(/\s+/g, ' '));
      top.valueOffset = m.index + (content.length - content.trimStart().length);
      top.end = m.index + content.trimEnd().length;
      stack.pop();
      openLeaf = top;
      continue;
    }
    const name = m[2];
    if (name === undefined) continue; // a comment or processing instruction
    const isClose = m[1] === '/';
    if (!isClose) {
      openLeaf = null;
      const node: TOfxNode = {
        name: name.toUpperCase(),
        value: null,
        children: [],
        start: m.index,
        end: tokenEnd,
        valueOffset: -1,
      };
      (stack.at(-1) ?? root).children.push(node);
      if (m[3] === '/') node.value = '';
      else stack.push(node);
      continue;
    }
    const upper = name.toUpperCase();
    // 2. `</NAME>` right after a leaf closes that leaf (XML, or SGML written with closing tags).
    if (openLeaf && openLeaf.name === upper) {
      openLeaf.end = tokenEnd;
      openLeaf = null;
      continue;
    }
    openLeaf = null;
    let index = stack.length - 1;
    while (index > 0 && stack[index]?.name !== upper) index--;
    if (index === 0) continue; // a stray closing tag
    // 3. Elements still open inside the one closing were empty SGML leaves: their "children" are siblings.
    while (stack.length - 1 > index) closeUnclosed(stack);
    const closing = stack.pop() as TOfxNode;
    closing.end = tokenEnd;
  }
  while (stack.length > 1) closeUnclosed(stack);
  return root;
}

function closeUnclosed(stack: TOfxNode[]): void {
  const node = stack.pop() as TOfxNode;
  const parent = stack.at(-1);
  if (parent && node.children.length > 0) {
    parent.children.push(...node.children);
    node.children = [];
    node.end = node.start;
  }
  node.value = '';
}

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(amp|lt|gt|quot|apos|nbsp|#\d+|#x[0-9a-f]+);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    if (lower === 'nbsp') return ' ';
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function child(node: TOfxNode | undefined, name: string): TOfxNode | undefined {
  return node?.children.find((c) => c.name === name);
}

export function childValue(node: TOfxNode | undefined, name: string): string {
  return child(node, name)?.value ?? '';
}

/** Every element named `name` under `node`, in document order. */
export function descendants(node: TOfxNode, name: string): TOfxNode[] {
  const found: TOfxNode[] = [];
  const walk = (n: TOfxNode) => {
    for (const c of n.children) {
      if (c.name === name) found.push(c);
      else walk(c);
    }
  };
  walk(node);
  return found;
}

/** The 1-based line of a character offset (binary search over the line starts). */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
