export { availableSocials, type TelegramPlatform, telegramPlatform } from './availableSocials.ts';
export { MAX_DISPLAY_NAME_LENGTH, socialDisplayName } from './socialDisplayName.ts';
export { openSocialPopup } from './socialPopup.ts';
