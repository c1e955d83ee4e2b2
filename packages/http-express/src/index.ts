import 'reflect-metadata';

export { createApp, type AppDeps } from './app';
export { NodeApiKeyCodec, type KeyEnvironment } from './auth/node-api-key-codec';
export { loadOpenApiDocument, OPENAPI_PATH } from './openapi/docs.router';
