#!/usr/bin/env node
// After `vite build`: writes dist/prerendered/<page>.html, the built index.html with the page's markup
// in #root (src/prerender.tsx renders it through Vite's SSR loader), for the pages a visitor lands on
// first. The server answers those paths with them; every other path gets dist/index.html, which this
// puts the app's loading spinner in, so that something is shown before the scripts have run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
if (!template.includes(EMPTY_ROOT))
  throw new Error(`dist/index.html has no ${EMPTY_ROOT}: run vite build first`);
if (!STYLESHEET.test(template)) throw new Error('dist/index.html links no stylesheet in the expected form');

const vite = await createServer({
  root: webDir,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { PRERENDERED_PAGES, renderPage, renderSpinner } = await vite.ssrLoadModule('/src/prerender.tsx');
  fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    // Without names, a form sent before the app has started (no handler yet: a plain GET) carries no
    // field, so no typed e-mail or password ends up in a URL; the app's own form has them.
    const markup = (await renderPage(page.path)).replace(/(<input\b[^>]*?)\s+name="[^"]*"/g, '$1');
    const html = template
      // aria-disabled until the app has rendered over it (main.tsx): its controls do nothing before,
      // and say so (automation such as Playwright waits for them to be enabled).
      .replace(EMPTY_ROOT, `<div id="root" data-prerendered aria-disabled="true">${markup}</div>`)
      // The stylesheet inline: the page paints with the HTML alone, no request to wait for first.
      .replace(
        STYLESHEET,
        (_link, href) => `<style>${fs.readFileSync(path.join(dist, href), 'utf8')}</style>`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
      // A signed-out page needs supabase-js only after it is shown: no preload competing with it.
      .replace(/\s*<link rel="modulepreload"[^>]*data-auth-client[^>]*>/, '');
    fs.writeFileSync(path.join(dist, 'prerendered', page.file), html);
    console.log(
      `prerendered ${page.path} → dist/prerendered/${page.file} (${(html.length / 1024).toFixed(1)} KB)`,
    );
  }
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    template.replace(EMPTY_ROOT, `<div id="root">${renderSpinner()}</div>`),
  );
} finally {
  await vite.close();
}
