import { useAccount } from '@gangway/react';
import { type FormEvent, useState } from 'react';
import { createPublicClient, http } from 'viem';
import { mainnet } from 'viem/chains';
import { normalize } from 'viem/ens';
import { demoConfig } from '../../gangway.ts';
import { Card, Field } from '../Card/Card.tsx';

const ethereum = demoConfig.chains.find((chain) => chain.chainId === 1);

/**
 * The page's own ENS lookups, with plain viem on the devnet's Ethereum (chain 1): getEnsAddress for a name and
 * getEnsName for the connected account. devnet's ENS twin answers them from gangway-server's names (CCIP-Read), so
 * a name registered in the widget resolves here too.
 */
export function EnsCard() {
  const { address } = useAccount('eip155');
  const [name, setName] = useState('');
  const [resolved, setResolved] = useState<string>();
  const [reverse, setReverse] = useState<string>();
  const [error, setError] = useState<string>();
  if (!ethereum) return null;
  const client = createPublicClient({ chain: mainnet, transport: http(ethereum.rpcUrl) });

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setResolved(undefined);
    setReverse(undefined);
    try {
      setResolved((await client.getEnsAddress({ name: normalize(name.trim()) })) ?? 'no address');
      if (address) setReverse((await client.getEnsName({ address: address as `0x${string}` })) ?? 'no name');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause));
    }
  };

  return (
    <Card
      title="ENS"
      subtitle={
        <>
          viem's <code>getEnsAddress()</code> and <code>getEnsName()</code> on the devnet's Ethereum
        </>
      }
      testId="demo-ens"
    >
      <form className="card__actions" onSubmit={lookUp}>
        <label className="select">
          <span className="select__label">Name</span>
          <input
            className="text-input mono"
            placeholder="name.gangway.id"
            data-testid="demo-ens-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button type="submit" className="host-button" data-testid="demo-ens-resolve">
          Resolve
        </button>
      </form>
      <dl className="fields">
        <Field label="Address" testId="demo-ens-address" mono>
          {resolved}
        </Field>
        <Field label="Your account's name" testId="demo-ens-reverse" mono>
          {reverse}
        </Field>
      </dl>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-ens-error">
          {error}
        </p>
      )}
    </Card>
  );
}
