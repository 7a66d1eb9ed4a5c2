/**
 * Removes what could run or fetch from an SVG logo: script, foreignObject (HTML inside SVG), embedded
 * documents, event-handler attributes, javascript:/data: links and external style imports. The store
 * also serves SVG under a sandboxing Content-Security-Policy; this is the second layer, so that a logo
 * opened or embedded elsewhere carries nothing active either.
 */
export function sanitizeSvg(svg: string): string {
  const dangerousElements = [
    'script',
    'foreignObject',
    'iframe',
    'embed',
    'object',
    'audio',
    'video',
    'handler',
  ];
  let out = svg;
  for (const tag of dangerousElements) {
    const paired = new RegExp(`<(?:[\\w-]+:)?${tag}\\b[\\s\\S]*?<\\/(?:[\\w-]+:)?${tag}\\s*>`, 'gi');
    const single = new RegExp(`<\\/?(?:[\\w-]+:)?${tag}\\b[^>]*>`, 'gi');
    out = out.replace(paired, '').replace(single, '');
  }
  return (
    out
      // on* handlers, quoted or not.
      .replace(/\s(?:[\w-]+:)?on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      // href / xlink:href / src to anything but a fragment or an image data URL.
      .replace(
        /\s((?:[\w-]+:)?(?:href|src))\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+)/gi,
        (attr: string, _name: string, _quoted: string, dq?: string, sq?: string) => {
          // Browsers ignore whitespace and control characters inside a URL scheme ('java\tscript:').
          const value = [...(dq ?? sq ?? '')]
            .filter((ch) => ch.charCodeAt(0) > 0x20)
            .join('')
            .toLowerCase();
          const isSafe = value.startsWith('#') || /^data:image\/(?:png|jpeg|gif);base64,/.test(value);
          return isSafe ? attr : '';
        },
      )
      .replace(/@import[^;]*;?/gi, '')
      .replace(/javascript\s*:/gi, '')
  );
}
