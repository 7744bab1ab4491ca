// What an unsafe request shows in ApproveTransaction and what it does once approved.
export interface SigningRequest {
  /** The approval's heading: 'Sign message', 'Send transaction'… */
  title: string;
  /** What is signed, as label and value lines (the full message or transaction, never a hash alone). */
  details: readonly (readonly [label: string, value: string])[];
  execute(): Promise<unknown>;
}

export class InvalidParamsError extends Error {
  readonly code = -32602;
}
