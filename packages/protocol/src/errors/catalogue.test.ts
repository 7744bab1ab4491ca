import { describe, expect, it } from 'vitest';
import { ALERTS } from './alerts.ts';
import { ERROR_MESSAGES } from './catalogue.ts';
import { GangwayError, isGangwayError } from './GangwayError.ts';

describe('error catalogue', () => {
  it('holds the messages exactly as SPEC §8 writes them', () => {
    expect(ERROR_MESSAGES.SIWE_AND_SIWX).toBe('Cannot set both `siweConfig` and `siwx` options');
    expect(ERROR_MESSAGES.ADAPTER_FOR_NAMESPACE_NOT_FOUND({ namespace: 'solana' })).toBe(
      "Adapter for namespace solana doesn't exist",
    );
    expect(ERROR_MESSAGES.HTTP_STATUS({ status: 502 })).toBe('HTTP status code: 502');
    expect(ERROR_MESSAGES.EMAIL_COOLDOWN({ seconds: 12 })).toBe('Please try again after 12 seconds');
    expect(ERROR_MESSAGES.DISCONNECT_FAILED({ reason: 'boom' })).toBe('Failed to disconnect chains: boom');
    expect(ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage).toBe('Project ID Not Configured');
    expect(ALERTS.MULTI_WALLET_NOT_ENABLED.shortMessage).toBe('Multi-Wallet Not Enabled');
  });

  it('gives every alert a short and a long message', () => {
    for (const alert of Object.values(ALERTS)) {
      expect(alert.shortMessage.length).toBeGreaterThan(0);
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length);
    }
  });
});

describe('GangwayError', () => {
  it('carries the code, the exact message, the default category and the cause', () => {
    const cause = new Error('inner');
    const error = new GangwayError('CONNECTION_REJECTED', { cause });
    expect(error.message).toBe('Connection rejected');
    expect(error.code).toBe('CONNECTION_REJECTED');
    expect(error.category).toBe('INTERNAL_SDK_ERROR');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('GangwayError');
  });

  it('formats parameterised messages and takes options after the params', () => {
    const error = new GangwayError(
      'ADAPTER_FOR_NAMESPACE_NOT_FOUND',
      { namespace: 'bip122' },
      { category: 'CONFIGURATION_ERROR' },
    );
    expect(error.message).toBe("Adapter for namespace bip122 doesn't exist");
    expect(error.category).toBe('CONFIGURATION_ERROR');
    expect(isGangwayError(error, 'ADAPTER_FOR_NAMESPACE_NOT_FOUND')).toBe(true);
    expect(isGangwayError(error, 'ADAPTER_NOT_FOUND')).toBe(false);
    expect(isGangwayError(new Error('x'))).toBe(false);
  });
});
