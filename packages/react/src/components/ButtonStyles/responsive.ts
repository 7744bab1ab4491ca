/** Shown or hidden per screen size; a boolean applies to both. Small screens are narrower than 768px. */
export type ResponsiveFlag = boolean | { smallScreen: boolean; largeScreen: boolean };

/**
 * Class names that hide a part of a button on the given screens. `visually` keeps it for assistive technology
 * (a name that must stay the button's accessible name).
 */
export function hiddenOn(flag: ResponsiveFlag, visually = false): string {
  const { smallScreen, largeScreen } =
    typeof flag === 'boolean' ? { smallScreen: flag, largeScreen: flag } : flag;
  const kind = visually ? 'gw-sr' : 'gw-hide';
  return [!smallScreen && `${kind}-small`, !largeScreen && `${kind}-large`].filter(Boolean).join(' ');
}
