import { useNetwork } from '@gangway/react';
import { type FormEvent, useState } from 'react';
import { Card, Field } from '../Card/Card.tsx';

/**
 * The page's own Solana reads, as an integrator makes them: @solana/kit's getAccountInfo at the RPC URL the page gave
 * the widget's Solana network (gangway-server's RPC proxy). Kit reads every u64 as a bigint, so lamports and the
 * size show with all their digits — past 2^53 only if the proxy passes the node's digits on unchanged.
 */
export function SolanaAccountCard() {
  const { networks } = useNetwork();
  const rpcUrl = networks.find((network) => network.chainNamespace === 'solana')?.rpcUrls.default.http[0];
  const [address, setAddress] = useState('');
  const [account, setAccount] = useState<{ lamports: string; space: string } | null>();
  const [error, setError] = useState<string>();
  if (!rpcUrl) return null;

  const read = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setAccount(undefined);
    try {
      const { address: toAddress, createSolanaRpc } = await import('@solana/kit');
      const { value } = await createSolanaRpc(rpcUrl)
        .getAccountInfo(toAddress(address.trim()), { encoding: 'base64' })
        .send();
      setAccount(value && { lamports: value.lamports.toString(), space: value.space.toString() });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause));
    }
  };

  return (
    <Card
      title="Solana account"
      subtitle={
        <>
          @solana/kit's <code>getAccountInfo()</code> through the widget's Solana RPC URL
        </>
      }
      testId="demo-solana-account"
    >
      <form className="card__actions" onSubmit={read}>
        <label className="select">
          <span className="select__label">Address</span>
          <input
            className="text-input mono"
            data-testid="demo-solana-account-address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </label>
        <button type="submit" className="host-button" data-testid="demo-solana-account-read">
          Read
        </button>
      </form>
      <dl className="fields">
        <Field label="Lamports" testId="demo-solana-lamports" mono>
          {account === null ? 'no account' : account?.lamports}
        </Field>
        <Field label="Size (bytes)" testId="demo-solana-space" mono>
          {account?.space}
        </Field>
      </dl>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-solana-account-error">
          {error}
        </p>
      )}
    </Card>
  );
}
