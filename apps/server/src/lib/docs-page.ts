import { escapeHtml } from './mail.ts';

/**
 * The /api/docs page: a small self-contained reader of /api/openapi.json (no CDN; the product works
 * offline). Lists every operation with its permission, parameters, body and responses.
 */
export function apiDocsPage(nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Groundwork API</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
header{background:#2c4a73;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}
main{max-width:980px;margin:0 auto;padding:24px}
.op{background:#fff;border:1px solid #e2e8f0;border-radius:8px;margin:12px 0;padding:12px 16px}
.m{display:inline-block;min-width:56px;font-weight:700;font-family:monospace}
.get{color:#047857}.post{color:#1d4ed8}.put,.patch{color:#b45309}.delete{color:#b91c1c}
code,pre{font-family:ui-monospace,monospace;font-size:12px}pre{background:#f1f5f9;padding:8px;border-radius:6px;overflow:auto}
.perm{float:right;font-size:12px;background:#e0e7ff;border-radius:999px;padding:2px 8px}
</style></head><body><header><h1>Groundwork API <small>/api/v1</small></h1></header>
<main><p>Authenticate with <code>Authorization: Bearer &lt;access token&gt;</code> from <code>/auth/v1/token</code>.
Errors answer <code>{ "error": { "code", "message" } }</code>. Machine-readable document:
<a href="/api/openapi.json">/api/openapi.json</a>.</p><div id="ops">Loading…</div></main>
<script nonce="${escapeHtml(nonce)}">
const esc=(s)=>String(s).replace(/[&<>"]/g,(c)=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
fetch('/api/openapi.json').then((r)=>r.json()).then((doc)=>{
  const out=[];
  for(const [p,ops] of Object.entries(doc.paths||{})){for(const [m,op] of Object.entries(ops)){
    const body=op.requestBody?'<div>Body</div><pre>'+esc(JSON.stringify(op.requestBody.content?.['application/json']?.schema,null,2))+'</pre>':'';
    const res=Object.entries(op.responses||{}).map(([s,r])=>'<li><b>'+esc(s)+'</b> '+esc(r.description||'')+'</li>').join('');
    out.push('<div class="op"><span class="perm">permission: '+esc(op['x-permission']||'?')+'</span><span class="m '+m+'">'+m.toUpperCase()+'</span> <code>'+esc(p)+'</code><p>'+esc(op.summary||'')+'</p>'+body+'<ul>'+res+'</ul></div>');
  }}
  document.getElementById('ops').innerHTML=out.join('')||'No operations';
}).catch((e)=>{document.getElementById('ops').textContent='Could not load the document: '+e});
</script></body></html>`;
}
