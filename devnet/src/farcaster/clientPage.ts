// The devnet "Farcaster client" page: what a Farcaster app shows when a visitor opens a Sign In With Farcaster link.
// Plain HTML forms, one landmark, every control labelled; no script.
import type { FarcasterAccount } from './accounts.ts';

export type ClientView =
  | { kind: 'ask' }
  | { kind: 'unknown' }
  | {
      kind: 'request';
      channelToken: string;
      domain: string;
      siweUri: string;
      accounts: readonly FarcasterAccount[];
      pfpUrl: (fid: number) => string;
      error?: string;
    }
  | { kind: 'approved'; domain: string; account: FarcasterAccount; redirectUrl?: string }
  | { kind: 'rejected'; domain: string }
  | { kind: 'done' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const askForm = (clientPath: string) => `<form method="get" action="${escapeHtml(clientPath)}">
<label for="channelToken">Channel token</label>
<input id="channelToken" name="channelToken" required autocomplete="off">
<button type="submit">Open the request</button>
</form>`;

function requestBody(view: Extract<ClientView, { kind: 'request' }>, clientPath: string): string {
  const choices = view.accounts
    .map(
      (
        account,
        index,
      ) => `<li><input type="radio" id="fid-${account.fid}" name="fid" value="${account.fid}"${index === 0 ? ' checked' : ''}>
<label for="fid-${account.fid}"><img src="${escapeHtml(view.pfpUrl(account.fid))}" alt="" width="32" height="32"><span class="who"><span>${escapeHtml(account.displayName)}</span> <span class="muted">@${escapeHtml(account.username)} · fid ${account.fid}${account.registered ? '' : ' · not registered'}</span></span></label></li>`,
    )
    .join('\n');
  return `<p><strong>${escapeHtml(view.domain)}</strong> asks you to sign in with Farcaster.</p>
<dl><dt>App</dt><dd>${escapeHtml(view.domain)}</dd><dt>Address</dt><dd>${escapeHtml(view.siweUri)}</dd></dl>
${view.error ? `<p role="alert" class="error">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(clientPath)}">
<input type="hidden" name="channelToken" value="${escapeHtml(view.channelToken)}">
<fieldset><legend>Sign in as</legend><ul>
${choices}
</ul></fieldset>
<div class="actions"><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="reject" class="secondary">Reject</button></div>
</form>`;
}

function body(view: ClientView, clientPath: string): string {
  switch (view.kind) {
    case 'ask':
      return `<p>Open a Sign In With Farcaster link, or paste its channel token.</p>${askForm(clientPath)}`;
    case 'unknown':
      return `<p role="alert" class="error">This sign-in request is unknown or has expired.</p>${askForm(clientPath)}`;
    case 'request':
      return requestBody(view, clientPath);
    case 'approved':
      return `<p role="status">Signed in to ${escapeHtml(view.domain)} as @${escapeHtml(view.account.username)} (fid ${view.account.fid}).</p>
${view.redirectUrl ? `<p><a href="${escapeHtml(view.redirectUrl)}">Return to ${escapeHtml(view.domain)}</a></p>` : '<p>You can return to the app.</p>'}`;
    case 'rejected':
      return `<p role="status">You rejected the request from ${escapeHtml(view.domain)}: nothing was signed.</p>
<p>The app keeps waiting until the request expires.</p>`;
    case 'done':
      return '<p role="status">This sign-in request was already approved.</p><p>You can return to the app.</p>';
  }
}

export function clientPage(view: ClientView, clientPath: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet Farcaster client</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f0fa;color:#1b1d21;margin:0}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:12px}
h1{font-size:1.25rem;color:#472a91}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}dt{color:#4a4f57}
dd{margin:0;word-break:break-all}fieldset{border:1px solid #c9c2dc;border-radius:8px;margin:1rem 0}
ul{list-style:none;margin:0;padding:0}li{display:flex;align-items:center;gap:.5rem;padding:.35rem 0}
label{display:flex;align-items:center;gap:.6rem;font-weight:600}img{border-radius:50%;flex:none}
.who{display:flex;flex-direction:column}.who .muted{font-size:.875rem}
input[type=text],input:not([type]){width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:6px}
.muted{color:#4a4f57;font-weight:400}.error{color:#b91c1c}.actions{display:flex;gap:.75rem}
button{flex:1;margin-top:.75rem;padding:.75rem;font:inherit;font-weight:600;background:#6d28d9;color:#fff;border:0;border-radius:8px}
button.secondary{background:#fff;color:#4c1d95;border:1px solid #6d28d9}
</style></head>
<body><main>
<h1>Devnet Farcaster client</h1>
${body(view, clientPath)}
</main></body></html>`;
}

/** A profile picture for the devnet accounts: the initial on a colour of its own. */
export function pfpSvg(account: FarcasterAccount): string {
  const hue = (account.fid * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue} 60% 42%)"/><text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" text-anchor="middle" fill="#fff">${escapeHtml(account.displayName.slice(0, 1))}</text></svg>`;
}
