import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a build directory on loopback as a production host would: from memory, Vite's hashed assets cached for
 * good, the page itself revalidated (no compression: bytes are gzipped by the bench itself).
 */
export async function serveDirectory(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const files = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader(
      'cache-control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const cached = files.get(file);
    if (cached) return void response.end(cached);
    readFile(file).then(
      (bytes) => {
        files.set(file, bytes);
        response.end(bytes);
      },
      () => {
        response.statusCode = 500;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
