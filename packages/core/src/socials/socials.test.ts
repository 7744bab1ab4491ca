import { DEFAULT_SOCIALS_ORDER, SOCIAL_PROVIDERS } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableSocials, telegramPlatform } from './availableSocials.ts';
import { MAX_DISPLAY_NAME_LENGTH, socialDisplayName } from './socialDisplayName.ts';

describe('availableSocials', () => {
  it('keeps the project order, farcaster included', () => {
    expect(availableSocials(DEFAULT_SOCIALS_ORDER, undefined)).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ]);
  });

  it('offers none when socials are off', () => {
    expect(availableSocials(false, undefined)).toEqual([]);
  });

  it.each([
    ['ios', ['google']],
    ['macos', ['x']],
    ['android', ['facebook', 'x']],
    ['tdesktop', []],
  ] as const)('inside Telegram on %s removes %j', (platform, removed) => {
    const offered = availableSocials(SOCIAL_PROVIDERS, platform);
    expect(offered).toEqual(
      SOCIAL_PROVIDERS.filter((provider) => !(removed as readonly string[]).includes(provider)),
    );
  });

  it('lists a provider named twice once', () => {
    expect(availableSocials(['github', 'google', 'github'], undefined)).toEqual(['github', 'google']);
  });
});

describe('telegramPlatform', () => {
  it('reads Telegram.WebApp.platform, and nothing elsewhere', () => {
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'ios' } } })).toBe('ios');
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'unknown' } } })).toBeUndefined();
    expect(telegramPlatform({})).toBeUndefined();
  });
});

describe('socialDisplayName', () => {
  it('cuts names longer than 30 characters to 30 and three dots', () => {
    expect(socialDisplayName('a'.repeat(31), 'google')).toBe(`${'a'.repeat(30)}...`);
    expect(socialDisplayName('a'.repeat(30), 'google')).toBe('a'.repeat(30));
  });

  it('drops the trailing 0 of a discord name only', () => {
    expect(socialDisplayName('gangway0', 'discord')).toBe('gangway');
    expect(socialDisplayName('gangway0', 'github')).toBe('gangway0');
  });

  it('never shows more than 33 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom(...SOCIAL_PROVIDERS), (name, provider) => {
        expect(socialDisplayName(name, provider).length).toBeLessThanOrEqual(MAX_DISPLAY_NAME_LENGTH + 3);
      }),
    );
  });
});
