// solc settings of the balance reader: fixed so the committed bytecode can be reproduced (see the test).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
}
interface Solc {
  compile(input: string): string;
}

export async function compileBalanceReader(): Promise<`0x${string}`> {
  const source = await readFile(new URL('../contracts/BalanceReader.sol', import.meta.url), 'utf8');
  const solc = createRequire(import.meta.url)('solc') as Solc;
  const input = {
    language: 'Solidity',
    sources: { 'BalanceReader.sol': { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'paris',
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((entry) => entry.formattedMessage).join('\n'));
  const object = output.contracts['BalanceReader.sol']?.BalanceReader?.evm.bytecode.object;
  if (!object) throw new Error('solc produced no bytecode for BalanceReader');
  return `0x${object}`;
}
