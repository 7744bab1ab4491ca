// SPEC §5: how a social account's name is shown.
import type { SocialProvider } from '@gangway/protocol';

export const MAX_DISPLAY_NAME_LENGTH = 30;

/**
 * Names longer than 30 characters keep their first 30 and end in three dots. A discord username ending in 0 loses
 * that last character (the legacy "#0" discriminator of migrated accounts).
 */
export function socialDisplayName(name: string, provider: SocialProvider | null | undefined): string {
  const trimmed = provider === 'discord' && name.endsWith('0') ? name.slice(0, -1) : name;
  return trimmed.length > MAX_DISPLAY_NAME_LENGTH
    ? `${trimmed.slice(0, MAX_DISPLAY_NAME_LENGTH)}...`
    : trimmed;
}
