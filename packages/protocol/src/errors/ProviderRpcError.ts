// The one error class for an EIP-1193 / JSON-RPC error a provider answers with: the embedded wallet's and the
// WalletConnect session's providers, the frame's RPC proxy client and the dev wallet throw it, with a code from
// RPC_ERROR_CODES (or the code an upstream answered). Lazy code only: the initial bundle never imports it.

/** An EIP-1193 ProviderRpcError: a numeric code, a message, optional data. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  /** The message again: viem's EIP-1193 types expect `details` on provider errors. */
  readonly details: string;

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.details = message;
  }

  /** The JSON-RPC error object. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}
