// Which social logins the Connect view offers (SPEC §5, §9): the project's list in its order, without farcaster
// (ConnectingFarcaster is not built) and, inside Telegram, without the providers its webview cannot complete.
import { SOCIAL_PROVIDERS, type SocialOption, type SocialProvider } from '@gangway/protocol';

/** Telegram's name for the app it runs in (Telegram.WebApp.platform); others are treated as unfiltered. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | (string & {});

/** SPEC §5: inside Telegram, iOS removes google, macOS removes x, Android removes facebook and x. */
const TELEGRAM_UNSUPPORTED: Readonly<Record<string, readonly SocialProvider[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
};

const isProvider = (option: SocialOption): option is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(option);

export function availableSocials(
  socials: readonly SocialOption[] | false,
  telegram: TelegramPlatform | undefined,
): SocialProvider[] {
  if (!socials) return [];
  const removed = telegram === undefined ? [] : (TELEGRAM_UNSUPPORTED[telegram] ?? []);
  const unique = [...new Set(socials)];
  return unique.filter(isProvider).filter((provider) => !removed.includes(provider));
}

interface TelegramWindow {
  Telegram?: { WebApp?: { platform?: unknown } };
}

/** The Telegram platform when the page runs as a Telegram mini app, else undefined. */
export function telegramPlatform(scope: object = globalThis): TelegramPlatform | undefined {
  const platform = (scope as TelegramWindow).Telegram?.WebApp?.platform;
  return typeof platform === 'string' && platform !== 'unknown' ? platform : undefined;
}
