// The page the social popup ends on: no script, nothing from the provider's answer.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function callbackPage(title: string, message: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:sans-serif;text-align:center;padding-top:20vh">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    '</body></html>',
  ].join('');
}
