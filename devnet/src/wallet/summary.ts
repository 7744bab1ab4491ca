import { formatUnits, hexToString, isHex, type TypedDataDefinition } from 'viem';
import type { AddChainRequest, BatchCall, TransactionRequest } from './params.ts';
import type { DevWalletChain } from './types.ts';

const shorten = (text: string, max = 240): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function chainLabel(chainId: number, chains: readonly DevWalletChain[]): string {
  const chain = chains.find((candidate) => candidate.chainId === chainId);
  return chain ? `${chain.name} (${chainId})` : `chain ${chainId}`;
}

/** The text a person reads before signing: decoded UTF-8 when the bytes are text, else the hex. */
export function readableMessage(message: string | { raw: `0x${string}` }): string {
  if (typeof message === 'string') return message;
  if (isHex(message.raw)) {
    try {
      const text = hexToString(message.raw);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mean binary data
      if (!/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text)) return text;
    } catch {
      // Not UTF-8: show the hex below.
    }
  }
  return message.raw;
}

export function signMessageSummary(message: string | { raw: `0x${string}` }): string[] {
  return [`Message: ${shorten(readableMessage(message))}`];
}

export function typedDataSummary(typedData: TypedDataDefinition): string[] {
  const domain = typedData.domain as
    | { name?: unknown; chainId?: unknown; verifyingContract?: unknown }
    | undefined;
  const lines = [`Primary type: ${String(typedData.primaryType)}`];
  if (domain?.name !== undefined) lines.push(`Domain: ${String(domain.name)}`);
  if (domain?.verifyingContract !== undefined) lines.push(`Contract: ${String(domain.verifyingContract)}`);
  lines.push(
    `Message: ${shorten(JSON.stringify(typedData.message, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)))}`,
  );
  return lines;
}

export function transactionSummary(tx: TransactionRequest, chain: DevWalletChain): string[] {
  const lines = [`Network: ${chain.name} (${chain.chainId})`, `To: ${tx.to ?? '(new contract)'}`];
  lines.push(
    `Value: ${formatUnits(tx.value ?? 0n, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`,
  );
  if (tx.data && tx.data !== '0x') {
    lines.push(`Data: ${tx.data.slice(0, 10)}… (${(tx.data.length - 2) / 2} bytes)`);
  }
  return lines;
}

export function addChainSummary(request: AddChainRequest): string[] {
  return [
    `Add network: ${request.chainName} (${request.chainId})`,
    `RPC: ${request.rpcUrls[0]}`,
    `Currency: ${request.nativeCurrency.symbol}`,
  ];
}

export function callsSummary(calls: readonly BatchCall[], chain: DevWalletChain): string[] {
  return [
    `Network: ${chain.name} (${chain.chainId})`,
    `${calls.length} calls, all or none:`,
    ...calls.map(
      (call, index) =>
        `${index + 1}. To ${call.to}, ${formatUnits(call.value, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}${call.data !== '0x' ? `, data ${call.data.slice(0, 10)}…` : ''}`,
    ),
  ];
}
