import { describe, expect, it } from 'vitest';
import { compileBalanceReader } from '../../../scripts/compileBalanceReader.ts';
import { BALANCE_READER_BYTECODE } from './balanceReaderBytecode.ts';

describe('balance reader bytecode', () => {
  it('is what solc makes of contracts/BalanceReader.sol', async () => {
    expect(await compileBalanceReader()).toBe(BALANCE_READER_BYTECODE);
  });
});
