// Which social logins the Connect view offers (SPEC §5, §9): the project's list in its order (the server lists only
// those it can complete) and, inside Telegram, without the providers its webview cannot complete.
import type { SocialOption, SocialProvider } from '@gangway/protocol';

/** Telegram's name for the app it runs in (Telegram.WebApp.platform); others are treated as unfiltered. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | (string & {});

/** SPEC §5: inside Telegram, iOS removes google, macOS removes x, Android removes facebook and x. */
const TELEGRAM_UNSUPPORTED: Readonly<Record<string, readonly SocialProvider[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
};

export function availableSocials(
  socials: readonly SocialOption[] | false,
  telegram: TelegramPlatform | undefined,
): SocialOption[] {
  if (!socials) return [];
  const removed: readonly SocialOption[] =
    telegram === undefined ? [] : (TELEGRAM_UNSUPPORTED[telegram] ?? []);
  return [...new Set(socials)].filter((option) => !removed.includes(option));
}

interface TelegramWindow {
  Telegram?: { WebApp?: { platform?: unknown } };
}

/** The Telegram platform when the page runs as a Telegram mini app, else undefined. */
export function telegramPlatform(scope: object = globalThis): TelegramPlatform | undefined {
  const platform = (scope as TelegramWindow).Telegram?.WebApp?.platform;
  return typeof platform === 'string' && platform !== 'unknown' ? platform : undefined;
}
