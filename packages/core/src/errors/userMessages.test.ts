import { describe, expect, it } from 'vitest';
import { SEND_MESSAGES } from './sendMessages.ts';
import { USER_MESSAGES } from './userMessages.ts';

describe('visitor messages', () => {
  it('holds the messages exactly as SPEC §8 writes them', () => {
    expect(USER_MESSAGES.TOKEN_BALANCE_UNAVAILABLE).toBe('Token Balance Unavailable');
    expect(USER_MESSAGES.ERROR_REGISTERING_NAME({ name: 'alice.eth' })).toBe(
      'Error registering name alice.eth',
    );
  });

  it('reuses the catalogue where SPEC §8 words a message once', () => {
    expect(USER_MESSAGES.CONNECTION_REJECTED).toBe('Connection rejected');
    expect(SEND_MESSAGES.INSUFFICIENT_BALANCE({ symbol: 'ETH' })).toBe('Insufficient ETH balance');
  });
});
