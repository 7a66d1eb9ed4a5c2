import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema/index.ts';
import type { Logger } from './logger.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = { send: (db: Db, message: MailMessage) => Promise<void>; kind: 'smtp' | 'outbox' };

/**
 * Real SMTP when SMTP_URL is set; otherwise the development outbox (stored, logged, listed at /dev/outbox).
 * Outbox rows are written in the caller's transaction; SMTP sends happen when called.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(_db, message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(db, message) {
      await db.insert(devOutbox).values({ ...message, html: message.html ?? null });
      opts.logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail kept in dev outbox',
      );
    },
  };
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A plain, accessible mail with one action link. */
export function actionMail(opts: {
  to: string;
  subject: string;
  intro: string;
  actionLabel: string;
  url: string;
  outro?: string;
}): MailMessage {
  const text = `${opts.intro}\n\n${opts.actionLabel}: ${opts.url}\n\n${opts.outro ?? ''}`.trim();
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(opts.intro)}</p>
<p><a href="${escapeHtml(opts.url)}">${escapeHtml(opts.actionLabel)}</a></p>
${opts.outro ? `<p style="color:#555">${escapeHtml(opts.outro)}</p>` : ''}
<p style="color:#888;font-size:12px">Groundwork</p></body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}
