/**
 * Wraps and unwraps the users' data keys with a key-encryption key that is never in the database: a local key
 * from the server configuration (LocalKeyWrapper), or a key inside a hardware security module (Pkcs11KeyWrapper).
 * A cloud KMS would be a third implementation (server/README.md, "Key wrappers").
 */
export interface KeyWrapper {
  /** Stored beside each wrapped key, so a key wrapped by an older wrapper is still found. Names the key, not a secret. */
  readonly id: string;
  /** `context` is bound to the result (the user id): a wrapped key moved to another user does not unwrap. */
  wrap(dataKey: Uint8Array, context: string): Promise<Uint8Array>;
  unwrap(wrapped: Uint8Array, context: string): Promise<Uint8Array>;
  /** Lets go of what the wrapper holds (an HSM session). */
  close?(): Promise<void>;
}
