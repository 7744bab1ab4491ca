// The Bitcoin networks a bip122 chain id can name, and how each writes its addresses.

export const BITCOIN_NETWORKS = ['mainnet', 'testnet', 'signet', 'regtest'] as const;
export type BitcoinNetworkName = (typeof BITCOIN_NETWORKS)[number];

export interface BitcoinAddressFormat {
  /** Human-readable part of segwit (bech32, bech32m) addresses. */
  hrp: string;
  /** Base58check version bytes of P2PKH and P2SH addresses. */
  p2pkh: number;
  p2sh: number;
}

export const BITCOIN_ADDRESS_FORMATS: Readonly<Record<BitcoinNetworkName, BitcoinAddressFormat>> = {
  mainnet: { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 },
  testnet: { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  signet: { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  regtest: { hrp: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4 },
};

/** CAIP-2 references (the first 32 hex characters of the genesis block hash) of the public networks. */
const KNOWN_REFERENCES: Readonly<Record<string, BitcoinNetworkName>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'signet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
};

/** The network a bip122 chain id names, when it is one of the well-known genesis blocks. */
export function knownBitcoinNetwork(chainId: string): BitcoinNetworkName | undefined {
  const reference = chainId.slice('bip122:'.length);
  return Object.hasOwn(KNOWN_REFERENCES, reference) ? KNOWN_REFERENCES[reference] : undefined;
}
