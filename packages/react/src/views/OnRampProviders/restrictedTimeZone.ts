import { RESTRICTED_TIMEZONES } from '@gangway/protocol';

/** SPEC §9: the on-ramp is hidden where the browser's time zone is one of the restricted ones. */
export function inRestrictedTimeZone(): boolean {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return (RESTRICTED_TIMEZONES as readonly string[]).includes(zone);
  } catch {
    return false;
  }
}
