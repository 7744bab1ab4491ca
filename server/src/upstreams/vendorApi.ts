// One call to a vendor's HTTP API (a swap aggregator, an on-ramp provider) with its key in a header: a deadline, a
// cap on the answer, and the answer checked against the shape we expect. A vendor that does not answer is 504, one
// that answers an error or garbage is 502; its own 4xx reason is kept for the adapter to read.
import * as z from 'zod/mini';
import { upstreamFailed, upstreamTimedOut } from '../errors/ApiError.ts';
import { getText, postJson, RequestTimeoutError, ResponseTooLargeError } from './httpRequest.ts';

export interface VendorApiOptions {
  /** What error messages call it ("1inch", "the Meld API"): never its URL, which may carry a key. */
  vendor: string;
  baseUrl: string;
  headers: () => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;
  timeoutMs: number;
  maxResponseBytes: number;
}

/** A 4xx answer of the vendor: the request was refused for a reason the adapter may turn into ours. */
export class VendorRefusal extends Error {
  override readonly name = 'VendorRefusal';
  constructor(
    readonly status: number,
    readonly body: unknown,
    vendor: string,
  ) {
    super(`${vendor} refused the request (HTTP ${status})`);
  }
}

export type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

export class VendorApi {
  constructor(private readonly options: VendorApiOptions) {}

  get vendor(): string {
    return this.options.vendor;
  }

  get<T>(path: string, query: QueryValues, schema: z.ZodMiniType<T>): Promise<T> {
    const url = this.#url(path);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return this.#call(url, schema);
  }

  post<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<T> {
    return this.#call(this.#url(path), schema, JSON.stringify(body));
  }

  #url(path: string): URL {
    return new URL(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`);
  }

  async #call<T>(url: URL, schema: z.ZodMiniType<T>, body?: string): Promise<T> {
    const { vendor, timeoutMs, maxResponseBytes } = this.options;
    const requestOptions = { timeoutMs, maxResponseBytes, headers: await this.options.headers() };
    let answer: { status: number; body: string };
    try {
      answer =
        body === undefined ? await getText(url, requestOptions) : await postJson(url, body, requestOptions);
    } catch (error) {
      if (error instanceof RequestTimeoutError)
        throw upstreamTimedOut(`${vendor} did not answer within ${timeoutMs} ms`, error);
      if (error instanceof ResponseTooLargeError)
        throw upstreamFailed(`${vendor} answered more than ${maxResponseBytes} bytes`, error);
      throw upstreamFailed(`${vendor} could not be reached`, error);
    }
    const json = parseJson(answer.body);
    if (
      answer.status >= 400 &&
      answer.status < 500 &&
      answer.status !== 401 &&
      answer.status !== 403 &&
      answer.status !== 429
    )
      throw new VendorRefusal(answer.status, json, vendor);
    if (answer.status < 200 || answer.status >= 300)
      throw upstreamFailed(`${vendor} answered HTTP ${answer.status}`);
    const parsed = z.safeParse(schema, json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'body';
      throw upstreamFailed(
        `${vendor} answered something unexpected (${where}: ${issue?.message ?? 'invalid'})`,
      );
    }
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A decimal integer as vendors send amounts (a string of digits, sometimes a JSON number). */
export const VendorIntegerSchema = z.pipe(
  z.union([z.string().check(z.regex(/^\d{1,78}$/)), z.number().check(z.int(), z.minimum(0))]),
  z.transform((value: string | number) => BigInt(value)),
);
