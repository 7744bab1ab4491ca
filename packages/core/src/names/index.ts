// Account names and identity for the views (RegisterAccountName, RegisterAccountNameSuccess, Send), loaded by
// their lazy chunks (through @gangway/core/internal): nothing here belongs in the initial bundle.
export { NameApiError, namesApi } from './namesApi.ts';
export { registerAccountName, registrant } from './registerName.ts';
export { looksLikeName, resolveName } from './resolveName.ts';
