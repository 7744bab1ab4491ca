import { ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';

// What an unsafe request shows in ApproveTransaction and what it does once approved.
export interface SigningRequest {
  /** The approval's heading: 'Sign message', 'Send transaction'… */
  title: string;
  /** What is signed, as label and value lines (the full message or transaction, never a hash alone). */
  details: readonly (readonly [label: string, value: string])[];
  execute(): Promise<unknown>;
}

/** A signing request's params the frame refuses (JSON-RPC's invalid params). */
export const invalidParams = (message: string): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.INVALID_PARAMS, message);
