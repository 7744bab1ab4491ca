/**
 * The Safe connector's id (SPEC §4: a Safe app sets the Safe connector). The EVM adapter announces it when the page
 * runs as a Safe App inside an allowed Safe{Wallet} frame; start-up sync connects it without a modal.
 */
export const SAFE_CONNECTOR_ID = 'safe';
