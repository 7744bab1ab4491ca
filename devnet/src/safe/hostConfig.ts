// What the devnet Safe host page is told about its Safe: the page's own JSON element, read by browser/host.ts.
export const SAFE_HOST_CONFIG_ELEMENT = 'gangway-safe-host-config';

/** The Safe as getSafeInfo answers for it (the Safe Apps messaging protocol). */
export interface SafeHostInfo {
  safeAddress: `0x${string}`;
  chainId: number;
  threshold: number;
  owners: readonly `0x${string}`[];
}

export interface SafeHostPageConfig {
  safe: SafeHostInfo;
  /** The Safe App the page frames; its origin is the only one the page takes messages from. */
  appUrl: string;
}

/** A proposal's state, as the host's API and getTxBySafeTxHash give it. */
export interface ProposalState {
  safeTxHash: `0x${string}`;
  txStatus: 'AWAITING_CONFIRMATIONS' | 'CANCELLED' | 'FAILED' | 'SUCCESS';
  txHash: `0x${string}` | null;
}

/** The Safe Apps SDK version the host says it speaks in its replies. */
export const SAFE_HOST_SDK_VERSION = '9.1.0';
