// SPEC §9: the social login's 600x800 popup. Its own module: the Connect view opens it inside the click, before the
// embedded wallet's code has loaded.
import { SOCIAL_POPUP_SIZE } from '@gangway/protocol';

/** Call synchronously in the click handler: a popup opened after an await is blocked by browsers. */
export function openSocialPopup(scope: Window): Window | null {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, scope.screenX + (scope.outerWidth - width) / 2);
  const top = Math.max(0, scope.screenY + (scope.outerHeight - height) / 2);
  return scope.open(
    'about:blank',
    'gangway-social',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}
