import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { parse } from 'yaml';

/** `docs/openapi.yaml` of the repository (the same path from `src/openapi` and `dist/openapi`). */
export const OPENAPI_PATH = join(__dirname, '..', '..', '..', '..', 'docs', 'openapi.yaml');

/** The OpenAPI document, parsed from `docs/openapi.yaml`. */
export function loadOpenApiDocument(path = OPENAPI_PATH): Record<string, unknown> {
  return parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/**
 * Unauthenticated documentation routes: `GET /openapi.json` (the document) and `GET /docs` (Swagger UI
 * reading it). Mounted under `/api`. Source: issue 4.
 */
export function docsRouter(document: Record<string, unknown>): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/docs', swaggerUi.serve);
  router.get('/docs', swaggerUi.setup(undefined, { swaggerOptions: { url: '/api/openapi.json' } }));
  return router;
}
