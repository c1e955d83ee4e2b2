export { loadConfig, ConfigError, type ServerConfig } from './config';
export { startServer, type RunningServer } from './server';
