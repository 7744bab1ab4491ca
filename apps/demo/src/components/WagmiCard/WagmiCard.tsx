import { useChainId, useConnection } from 'wagmi';
import { Card, Field, StatusBadge } from '../Card/Card.tsx';
import { BatchRequest } from './BatchRequest.tsx';
import { RawRequest } from './RawRequest.tsx';
import { TypedDataRequest } from './TypedDataRequest.tsx';

/** The same connection seen through the integrator's own wagmi config. */
export function WagmiCard() {
  const connection = useConnection();
  const chainId = useChainId();
  return (
    <Card
      title="wagmi"
      subtitle={
        <>
          From wagmi's <code>useConnection()</code> over the config passed to{' '}
          <code>evmAdapter({'{ wagmiConfig }'})</code>
        </>
      }
      testId="demo-wagmi"
    >
      <dl className="fields">
        <Field label="Status" testId="demo-wagmi-status">
          <StatusBadge status={connection.status} testId="demo-wagmi-status-badge" />
        </Field>
        <Field label="Connector" testId="demo-wagmi-connector">
          {connection.connector?.name}
        </Field>
        <Field label="Address" testId="demo-wagmi-address" mono>
          {connection.address}
        </Field>
        <Field label="Chain id" testId="demo-wagmi-chain-id" mono>
          {connection.chainId ?? undefined}
        </Field>
        <Field label="Config chain" testId="demo-wagmi-config-chain" mono>
          {chainId}
        </Field>
      </dl>
      <TypedDataRequest enabled={connection.status === 'connected'} />
      <BatchRequest enabled={connection.status === 'connected'} />
      <RawRequest />
    </Card>
  );
}
