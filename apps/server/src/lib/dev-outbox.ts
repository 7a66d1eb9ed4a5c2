import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema/index.ts';
import type { AppEnv } from '../deps.ts';
import { CommonErrors } from './app-error.ts';
import { escapeHtml } from './mail.ts';
import { clientInfo } from './request-auth.ts';

/**
 * Whether the TCP peer is this machine. Read from the socket, never from X-Forwarded-For or Host: those
 * are whatever the caller typed. Behind a reverse proxy on the same machine every client looks local,
 * which is why the outbox is also never served with NODE_ENV=production.
 */
export function isLoopbackAddress(ip: string | null): boolean {
  if (!ip) return false;
  const address = ip.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

const latest = (db: Db) => db.select().from(devOutbox).orderBy(sql`${devOutbox.id} desc`).limit(200);

/**
 * The development outbox: mail kept in the database when no SMTP_URL is set. It holds other people's
 * reset and invitation links, so it answers only to a browser on this machine (404 to anyone else).
 */
export function devOutboxRoutes(db: Db): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    if (!isLoopbackAddress(clientInfo(c).ip)) throw CommonErrors.notFound('Page');
    await next();
  });
  app.get('/outbox.json', async (c) => c.json({ messages: await latest(db) }));
  app.get('/outbox', async (c) => {
    const items = (await latest(db))
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title></head><body style="font-family:system-ui;max-width:860px;margin:24px auto"><h1>Development outbox</h1><p>Mail is kept here because no SMTP_URL is configured. Only this machine can read this page.</p>${items || '<p>No messages yet.</p>'}</body></html>`,
    );
  });
  return app;
}
