import { ALERTS } from '@gangway/protocol';
import { describe, expect, it, vi } from 'vitest';
import { createAlertStore } from './alertStore.ts';

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describe('alerts', () => {
  it('are logged with their long message but not shown outside debug mode', async () => {
    const log = logger();
    const alerts = createAlertStore({ debug: false, logger: log });
    alerts.getState().show('PROJECT_ID_NOT_CONFIGURED');
    expect(alerts.getState().alert).toBeNull();
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith(
        expect.stringContaining(ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage),
      ),
    );
  });

  it('are shown and logged in debug mode, with the variant deciding the console level', async () => {
    const log = logger();
    const alerts = createAlertStore({ debug: true, logger: log });
    alerts.getState().show('LOCAL_CONFIGURATION_IGNORED', 'warning');
    expect(alerts.getState().alert).toEqual({ code: 'LOCAL_CONFIGURATION_IGNORED', variant: 'warning' });
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledOnce());
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Local configuration ignored'));
    alerts.getState().dismiss();
    expect(alerts.getState().alert).toBeNull();
  });

  it('log a given detail instead of the long message', async () => {
    const log = logger();
    createAlertStore({ debug: false, logger: log })
      .getState()
      .show('SERVER_ERROR', 'error', 'HTTP status code: 502');
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith('[Gangway] Server Error: HTTP status code: 502'),
    );
  });
});
