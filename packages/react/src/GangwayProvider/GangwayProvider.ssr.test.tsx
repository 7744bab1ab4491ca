// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GangwayButton } from '../components/GangwayButton/GangwayButton.tsx';
import { NetworkButton } from '../components/NetworkButton/NetworkButton.tsx';
import { createHarness } from '../testing/renderWithGangway.tsx';
import { GangwayProvider } from './GangwayProvider.tsx';

describe('server rendering', () => {
  it('renders the buttons without a DOM and starts nothing', () => {
    expect(typeof document).toBe('undefined');
    const { gangway, adapter } = createHarness();
    const html = renderToString(
      <GangwayProvider gangway={gangway}>
        <NetworkButton />
        <GangwayButton />
      </GangwayProvider>,
    );
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('data-testid="gw-network-button"');
    expect(html).not.toContain('gangway-modal');
    expect(adapter.calls).toEqual([]);
    expect(gangway.connectors.getState().connectors).toEqual([]);
  });
});
