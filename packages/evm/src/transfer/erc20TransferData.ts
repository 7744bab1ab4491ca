// ERC-20 `transfer(address,uint256)` call data. The same call serves USDT-style tokens whose transfer returns
// nothing (SPEC §7): the wallet only sends it; nothing here decodes a return value.
import { GangwayError, parseEvmAddress } from '@gangway/protocol';

const TRANSFER_SELECTOR = 'a9059cbb';
const MAX_UINT256 = (1n << 256n) - 1n;

const word = (hex: string) => hex.padStart(64, '0');

export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  const receiver = parseEvmAddress(to);
  if (!receiver) throw new GangwayError('INVALID_OPTION', { option: 'to', reason: 'not an EVM address' });
  if (amount < 0n || amount > MAX_UINT256) {
    throw new GangwayError('INVALID_OPTION', { option: 'value', reason: 'out of the uint256 range' });
  }
  return `0x${TRANSFER_SELECTOR}${word(receiver.slice(2))}${word(amount.toString(16))}`;
}
