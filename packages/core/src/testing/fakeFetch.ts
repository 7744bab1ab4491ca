// Test helpers: a fetch that answers from a table of routes, recording every call.
export type FakeRoute = (
  url: URL,
  init: RequestInit | undefined,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: URL[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url);
    const route = routes[url.pathname];
    if (!route)
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no route' }), { status: 404 });
    const { status = 200, body } = await route(url, init);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}
