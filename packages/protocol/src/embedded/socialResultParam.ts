/**
 * The query parameters gangway-server's social callback returns to the host page with (SPEC §2 redirect flow): the
 * attempt's state, and the one-time completion code only this browser received.
 */
export const SOCIAL_RESULT_PARAM = 'gw_social';
export const SOCIAL_CODE_PARAM = 'gw_social_code';

/** Whether the page came back from a social redirect (a cheap check at start-up; the rest loads only then). */
export const hasSocialResult = (search: string | undefined): boolean =>
  search?.includes(`${SOCIAL_RESULT_PARAM}=`) === true;
