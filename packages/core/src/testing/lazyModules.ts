/**
 * Core's modules that load with import() (the connection actions, the API services). Tests load them up front so a
 * first import's transform time never decides a test's timing.
 */
export const loadLazyCoreModules = () =>
  Promise.all([import('../actions/visitorActions.ts'), import('../api/services/index.ts')]);
