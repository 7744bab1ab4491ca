// Logs in through the provider's development pages over HTTP, as a browser would (cookies, redirects, the login
// form), and answers the address the provider sends the browser back to (gangway-server's callback, unvisited).
const FORM_ACTION = /<form[^>]*action="([^"]+)"/;
const MAX_STEPS = 10;

export async function loginThroughDevPages(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const issuerOrigin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (url.origin !== issuerOrigin) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = FORM_ACTION.exec(page)?.[1];
    if (response.status !== 200 || !action || !page.includes('name="login"'))
      throw new Error(`Unexpected page from the provider (${response.status}): ${page.slice(0, 300)}`);
    url = new URL(action, url);
    form = new URLSearchParams({ prompt: 'login', login, password: 'devnet' });
  }
  throw new Error('The provider did not send the browser back');
}
