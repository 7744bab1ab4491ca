/** The query parameter gangway-server's social callback returns to the host page with (SPEC §2 redirect flow). */
export const SOCIAL_RESULT_PARAM = 'gw_social';

/** Whether the page came back from a social redirect (a cheap check at start-up; the rest loads only then). */
export const hasSocialResult = (search: string | undefined): boolean =>
  search?.includes(`${SOCIAL_RESULT_PARAM}=`) === true;
