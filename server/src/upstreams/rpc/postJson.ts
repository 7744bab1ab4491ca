// One HTTP POST of a JSON body over keep-alive connections, with a deadline and a cap on the answer's size.
import http from 'node:http';
import https from 'node:https';

export class PostTimeoutError extends Error {
  override readonly name = 'PostTimeoutError';
}

export interface PostResult {
  status: number;
  body: string;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

export function postJson(
  url: URL,
  body: string,
  options: { timeoutMs: number; maxResponseBytes: number },
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const timer = setTimeout(
      () => request.destroy(new PostTimeoutError(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxResponseBytes) {
          request.destroy(new Error(`answer larger than ${options.maxResponseBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
