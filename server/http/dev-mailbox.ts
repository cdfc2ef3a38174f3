import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatDateTime } from '@/src/dates';
import { devMailboxText as t } from '@/src/text/nl/dev-mailbox';
import { findMail, listNewestMails, type StoredMail } from '@/db/queries/mail-outbox';
import { REDACTED } from '@/server/mail/mailer';
import type { Services } from '@/server/services';
import { DEV_MAILBOX_PATH, type DevMailbox } from '@/server/mail/dev-mailbox';

// Development only, without SMTP (letter_opener_web's idea): the outbox read in the browser, newest
// first, each mail with its links clickable. app.ts mounts it only then; production never has it.

const SHOWN = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1f2430}
main{max-width:56rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;margin:0 0 .25rem}p.lead{color:#5b6270;margin:0 0 1.5rem}
ol{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}li a{display:grid;gap:.15rem;padding:.75rem 1rem;border:1px solid #dde1e7;border-radius:.6rem;background:#fff;color:inherit;text-decoration:none}
li a:hover,li a:focus{border-color:#3b5bdb}.subject{font-weight:600}.meta{color:#5b6270;font-size:.85rem;overflow-wrap:anywhere}
article{background:#fff;border:1px solid #dde1e7;border-radius:.6rem;padding:1rem 1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#5b6270}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0;border-top:1px solid #dde1e7;padding-top:1rem}
a{color:#2f4ac0}.note{background:#fff4e5;border:1px solid #f0c36d;border-radius:.6rem;padding:.5rem 1rem}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mail's text with every web address a link. A link to the portal itself becomes relative, so
 * it opens on whichever loopback name the mailbox is read on (the session's cookie lives there).
 */
export function linkedText(text: string, appUrl: string): string {
  const site = new URL(appUrl).origin;
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const href = part.startsWith(`${site}/`) ? part.slice(site.length) : part;
      return `<a href="${escapeHtml(href)}">${escapeHtml(part)}</a>`;
    })
    .join('');
}

function page(reply: FastifyReply, title: string, body: string, status = 200) {
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${t.title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function listItem(mail: StoredMail) {
  const to = mail.toAddress || t.forgotten;
  return `<li><a href="${DEV_MAILBOX_PATH}/${mail.id}"><span class="subject">${escapeHtml(mail.subject)}</span>
<span class="meta">${t.to}: ${escapeHtml(to)} · ${escapeHtml(formatDateTime(mail.createdAt))}</span></a></li>`;
}

function mailView(mail: StoredMail, fullText: string | undefined, appUrl: string) {
  const text = fullText ?? mail.bodyText;
  const gone = !fullText && text.includes(REDACTED) ? `<p class="note">${t.secretGone}</p>` : '';
  return `<p><a href="${DEV_MAILBOX_PATH}">← ${t.back}</a></p><h1>${escapeHtml(mail.subject)}</h1>${gone}<article><dl>
<dt>${t.to}</dt><dd>${escapeHtml(mail.toAddress || t.forgotten)}</dd><dt>${t.sentAt}</dt><dd>${escapeHtml(formatDateTime(mail.createdAt))}</dd></dl>
<pre>${linkedText(text, appUrl)}</pre></article>`;
}

export async function devMailboxRoutes(app: FastifyInstance, options: { services: Services; devMailbox: DevMailbox }) {
  const { services, devMailbox } = options;
  // The links in these mails sign in and set passwords: only this computer may read them.
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return page(reply, t.title, `<p>${t.loopbackOnly}</p>`, 403);
  });

  app.get(DEV_MAILBOX_PATH, async (_request, reply) => {
    const mails = await listNewestMails(services.db, SHOWN);
    const list = mails.length > 0 ? `<ol>${mails.map(listItem).join('')}</ol>` : `<p>${t.empty}</p>`;
    return page(reply, t.title, `<h1>${t.title}</h1><p class="lead">${t.description}</p>${list}`);
  });

  app.get<{ Params: { id: string } }>(`${DEV_MAILBOX_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    const mail = UUID.test(id) ? await findMail(services.db, id) : undefined;
    if (!mail) return page(reply, t.title, `<p><a href="${DEV_MAILBOX_PATH}">← ${t.back}</a></p><p>${t.notFound}</p>`, 404);
    return page(reply, mail.subject, mailView(mail, devMailbox.fullText(mail.id), services.config.appUrl));
  });
}
