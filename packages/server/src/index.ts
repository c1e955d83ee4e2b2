export { loadConfig, ConfigError, type ServerConfig } from './config';
export { startServer, type RunningServer } from './server';
export { openInfrastructure, type Infrastructure } from './infrastructure';
export { buildContainer } from './container';
export { generatedAnswers, type AnswerBody, type AnswerModelOptions } from './demo/answer-model';
