import { useGangway } from '@gangway/react';
import { demoConfig } from '../../gangway.ts';
import { Card, Field } from '../Card/Card.tsx';

const yesNo = (value: boolean) => (value ? 'on' : 'off');

/** What this page passed to createGangway, and where it came from. */
export function ConfigCard() {
  const { options } = useGangway();
  return (
    <Card
      title="Configuration"
      subtitle={
        <>
          From <code>apps/demo/src/config.ts</code> (<code>VITE_*</code> environment variables)
        </>
      }
      testId="demo-config"
    >
      <table className="networks">
        <caption className="sr-only">Requested networks</caption>
        <thead>
          <tr>
            <th scope="col">Network</th>
            <th scope="col">Chain id</th>
            <th scope="col">RPC URL</th>
          </tr>
        </thead>
        <tbody>
          {options.networks.map((network) => (
            <tr key={network.caipNetworkId} data-testid={`demo-config-network-${network.id}`}>
              <td>{network.name}</td>
              <td className="mono">{network.id}</td>
              <td className="mono">{network.rpcUrls.default.http[0]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="fields fields--compact">
        <Field label="Project id" testId="demo-config-project-id" mono>
          {options.projectId}
        </Field>
        <Field label="API URL" testId="demo-config-api-url" mono>
          {options.apiUrl ?? <span className="muted">not set — the widget calls no server</span>}
        </Field>
        <Field label="Reconnect" testId="demo-config-reconnect">
          {yesNo(options.enableReconnect)}
        </Field>
        <Field label="Debug alerts" testId="demo-config-debug">
          {yesNo(options.debug)}
        </Field>
        <Field label="Analytics" testId="demo-config-analytics">
          {yesNo(options.localFeatures.analytics)}
        </Field>
        <Field label="Network switch" testId="demo-config-network-switch">
          {yesNo(options.enableNetworkSwitch)}
        </Field>
        <Field label="Unsupported chains" testId="demo-config-unsupported">
          {options.allowUnsupportedChain ? 'allowed' : 'prompt to switch'}
        </Field>
        <Field label="Connect order" testId="demo-config-connect-order">
          {options.localFeatures.connectMethodsOrder.join(' → ')}
        </Field>
        <Field label="Not requested" testId="demo-config-unrequested" mono>
          {demoConfig.unrequestedChain.name} ({demoConfig.unrequestedChain.chainId}) at{' '}
          {demoConfig.unrequestedChain.rpcUrl}
        </Field>
      </dl>
    </Card>
  );
}
