import { describe, expect, it } from 'vitest';
import { createFakeGangway, devEvm } from '../testing/fakeGangway.ts';

describe('connections in storage', () => {
  it("are stored when a module connects through the actions it loaded itself (the embedded wallet's login), before the instance ever loaded them", async () => {
    const { gangway } = createFakeGangway();
    const stop = gangway.start();
    await gangway.ready;
    const actions = await import('../actions/visitorActions.ts');
    await actions.connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' });
    expect(gangway.storage.getConnectorId('eip155')).toBe(devEvm.id);
    await gangway.disconnect({ namespace: 'eip155' });
    expect(gangway.storage.getConnectorId('eip155')).toBeUndefined();
    stop();
  });
});
