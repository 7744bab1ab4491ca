import { jsonRpc } from '../json-rpc.ts';

/** Takes an anvil state snapshot; revert to it with revertSnapshot (each id works once). */
export function takeSnapshot(rpcUrl: string): Promise<`0x${string}`> {
  return jsonRpc<`0x${string}`>(rpcUrl, 'evm_snapshot');
}

export async function revertSnapshot(rpcUrl: string, id: `0x${string}`): Promise<void> {
  const reverted = await jsonRpc<boolean>(rpcUrl, 'evm_revert', [id]);
  if (!reverted) throw new Error(`evm_revert ${id} failed on ${rpcUrl}`);
}
