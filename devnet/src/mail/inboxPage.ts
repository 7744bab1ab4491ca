// The inbox for people trying the demo: the newest mail first, refreshed every few seconds.
import type { ReceivedMail } from './receivedMail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function inboxPage(mails: readonly ReceivedMail[]): string {
  const items = mails.map(
    (mail) =>
      `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to.join(', '))} · ${new Date(mail.receivedAt).toLocaleTimeString('en-GB')}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Devnet inbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:640px;margin:16px auto;padding:0 12px}article{border:1px solid #ccc;border-radius:10px;padding:8px 14px;margin:10px 0}h2{font-size:17px;margin:4px 0}.meta{color:#555;margin:0}pre{white-space:pre-wrap}</style>
</head><body><h1>Devnet inbox</h1><p>Every mail gangway-server sends on this devnet lands here (JSON: <a href="/messages">/messages</a>).</p>
${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}</body></html>`;
}
