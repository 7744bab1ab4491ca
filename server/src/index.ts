// gangway-server's programmatic API: what the CLI uses, and what devnet and tests call.
export {
  type ChainConfig,
  type PriceSourceConfig,
  type ServerConfig,
  ServerConfigSchema,
  type TokenConfig,
} from './config/configSchema.ts';
export { loadConfig } from './config/loadConfig.ts';
export {
  ConfigError,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT,
  type ResolvedConfig,
  resolveConfig,
} from './config/resolveConfig.ts';
export { DataDirInUseError } from './db/dataDirLock.ts';
export { type GangwayDatabase, type OpenDatabaseOptions, openDatabase } from './db/openDatabase.ts';
export { resetDatabase } from './db/resetDatabase.ts';
export { BUILTIN_DIRECTORY_FILE, seedBuiltinDirectory } from './directory/builtinDirectory.ts';
export {
  DirectoryImportError,
  type DirectoryImportResult,
  importDirectory,
} from './directory/importDirectory.ts';
export { ApiError } from './errors/ApiError.ts';
export { parseFeatureAssignments } from './projects/featureAssignments.ts';
export type { Project, RateLimit } from './projects/project.ts';
export {
  type AllowedOrigin,
  type CreateProjectInput,
  CreateProjectInputSchema,
  type FeaturesChange,
  parseAllowedOrigins,
  parseProjectInput,
  type UpdateProjectInput,
  UpdateProjectInputSchema,
} from './projects/projectInput.ts';
export {
  addAllowedOrigins,
  type CreatedProject,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  removeAllowedOrigins,
  requireProject,
  rotateAdminToken,
  setAllowedOrigins,
  setProjectFeatures,
  setProjectSponsorship,
  updateProject,
} from './projects/projectRepository.ts';
export { relayClientId, signRelayJwt } from './relay/relayJwt.ts';
export { RELAY_METHODS, RELAY_PATH, type RelayMessageData } from './relay/relayProtocol.ts';
export { type RunningServer, type StartServerOptions, startServer } from './startServer.ts';
