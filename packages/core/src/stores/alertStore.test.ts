import { describe, expect, it, vi } from 'vitest';
import { ALERTS } from '../errors/catalogue.ts';
import { createAlertStore } from './alertStore.ts';

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describe('alerts', () => {
  it('are logged but not shown outside debug mode', () => {
    const log = logger();
    const alerts = createAlertStore({ debug: false, logger: log });
    alerts.getState().show('PROJECT_ID_NOT_CONFIGURED');
    expect(alerts.getState().alert).toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining(ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage),
    );
  });

  it('are shown and logged in debug mode, with the variant deciding the console level', () => {
    const log = logger();
    const alerts = createAlertStore({ debug: true, logger: log });
    alerts.getState().show('LOCAL_CONFIGURATION_IGNORED', 'warning');
    expect(alerts.getState().alert).toMatchObject({
      message: 'Local configuration ignored',
      variant: 'warning',
    });
    expect(log.warn).toHaveBeenCalledOnce();
    alerts.getState().dismiss();
    expect(alerts.getState().alert).toBeNull();
  });
});
