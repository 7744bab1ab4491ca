// The page the social popup ends on. It names the site that asked for the login, and (after a login) its one script
// posts the completion code to the window that opened the popup, at that site's origin only: a popup opened by any
// other page, or a link opened on its own, gets nothing, and the page says so. The script is fixed (its hash is the
// page's script-src); the code and origin come in a JSON element, never as script text.
import { createHash } from 'node:crypto';
import { SOCIAL_COMPLETION_CHANNEL } from '@gangway/protocol';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const DATA_ID = 'gw-social-completion';

const COMPLETION_SCRIPT = [
  `var data=JSON.parse(document.getElementById('${DATA_ID}').textContent);`,
  'var opener=window.opener;',
  `if(opener&&!opener.closed){opener.postMessage({channel:'${SOCIAL_COMPLETION_CHANNEL}',code:data.code},data.hostOrigin);}`,
  "else{document.getElementById('gw-title').textContent=data.noOpenerTitle;",
  "document.getElementById('gw-message').textContent=data.noOpener;}",
].join('');
const SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COMPLETION_SCRIPT).digest('base64')}'`;

export interface CallbackPage {
  html: string;
  contentSecurityPolicy: string;
}

/** The host of an origin as the page names it ("app.example.com"); the whole string when it is no URL. */
export const siteName = (origin: string): string => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

export function callbackPage(
  title: string,
  message: string,
  completion?: { code: string; hostOrigin: string },
): CallbackPage {
  const data =
    completion &&
    JSON.stringify({
      code: completion.code,
      hostOrigin: completion.hostOrigin,
      noOpenerTitle: 'Login not finished',
      noOpener: `This window was not opened by ${siteName(completion.hostOrigin)}, so the login cannot finish here: nobody was logged in. Close this window.`,
    }).replace(/</g, '\\u003c');
  return {
    html: [
      '<!doctype html><html lang="en"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width,initial-scale=1">',
      `<title>${escapeHtml(title)}</title></head>`,
      '<body style="font-family:sans-serif;text-align:center;padding-top:20vh">',
      `<h1 id="gw-title" style="font-size:20px">${escapeHtml(title)}</h1><p id="gw-message">${escapeHtml(message)}</p>`,
      data ? `<script type="application/json" id="${DATA_ID}">${data}</script>` : '',
      data ? `<script>${COMPLETION_SCRIPT}</script>` : '',
      '</body></html>',
    ].join(''),
    contentSecurityPolicy: [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `script-src ${completion ? SCRIPT_SOURCE : "'none'"}`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}
