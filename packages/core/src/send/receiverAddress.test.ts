import type { ChainNamespace } from '@gangway/protocol';
import { isEvmAddress, visitorMessage } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { SEND_MESSAGES } from '../errors/sendMessages.ts';
import { ADDRESS_TESTS } from '../testing/addressTests.ts';
import { addressFamily, receiverError as check } from './receiverAddress.ts';

const receiverError = (namespace: ChainNamespace, network: string, receiver: string) =>
  check(ADDRESS_TESTS, namespace, network, receiver);

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const BITCOIN = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

describe('receiver address', () => {
  it('knows each family', () => {
    expect(addressFamily(ADDRESS_TESTS, EVM)).toBe('eip155');
    expect(addressFamily(ADDRESS_TESTS, SOLANA)).toBe('solana');
    expect(addressFamily(ADDRESS_TESTS, 'nope')).toBeUndefined();
  });

  it('accepts an address of the network family', () => {
    expect(receiverError('eip155', 'Ethereum', EVM)).toBeUndefined();
    expect(receiverError('eip155', 'Ethereum', ` ${EVM.slice(2)} `)).toBeUndefined();
    expect(receiverError('solana', 'Solana', SOLANA)).toBeUndefined();
  });

  it('refuses the zero address', () => {
    expect(receiverError('eip155', 'Ethereum', `0x${'0'.repeat(40)}`)).toEqual(
      visitorMessage(SEND_MESSAGES, 'ZERO_ADDRESS'),
    );
    expect(receiverError('solana', 'Solana', '11111111111111111111111111111111')).toEqual(
      visitorMessage(SEND_MESSAGES, 'ZERO_ADDRESS'),
    );
  });

  it("names another family's address", () => {
    expect(receiverError('eip155', 'Ethereum', SOLANA)).toEqual(
      visitorMessage(SEND_MESSAGES, 'OTHER_FAMILY_RECEIVER', { family: 'Solana', network: 'Ethereum' }),
    );
    expect(receiverError('solana', 'Solana', EVM)).toEqual(
      visitorMessage(SEND_MESSAGES, 'OTHER_FAMILY_RECEIVER', { family: 'EVM', network: 'Solana' }),
    );
    expect(receiverError('eip155', 'Ethereum', BITCOIN)).toEqual(
      visitorMessage(SEND_MESSAGES, 'OTHER_FAMILY_RECEIVER', { family: 'Bitcoin', network: 'Ethereum' }),
    );
  });

  it('names only the families the widget knows', () => {
    const evmOnly = new Map([['eip155' as ChainNamespace, isEvmAddress]]);
    expect(check(evmOnly, 'eip155', 'Ethereum', SOLANA)).toEqual(
      visitorMessage(SEND_MESSAGES, 'INVALID_RECEIVER', { family: 'EVM' }),
    );
  });

  it('refuses anything else', () => {
    expect(receiverError('eip155', 'Ethereum', '0x123')).toEqual(
      visitorMessage(SEND_MESSAGES, 'INVALID_RECEIVER', { family: 'EVM' }),
    );
    expect(receiverError('solana', 'Solana', 'O0Il')).toEqual(
      visitorMessage(SEND_MESSAGES, 'INVALID_RECEIVER', { family: 'Solana' }),
    );
  });
});
