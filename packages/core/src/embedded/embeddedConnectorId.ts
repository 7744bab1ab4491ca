/** The embedded wallet's connector id in every family (SPEC §3 Connector, type AUTH). */
export const EMBEDDED_CONNECTOR_ID = 'embedded';
