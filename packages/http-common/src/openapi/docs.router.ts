import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { parse } from 'yaml';
import { methodNotAllowed } from '../routes/method-not-allowed';

/** `docs/openapi.yaml` of the repository (the same path from `src/openapi` and `dist/openapi`). */
export const OPENAPI_PATH = join(__dirname, '..', '..', '..', '..', 'docs', 'openapi.yaml');

/** The OpenAPI document, parsed from `docs/openapi.yaml`. */
export function loadOpenApiDocument(path = OPENAPI_PATH): Record<string, unknown> {
  return parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/**
 * Unauthenticated documentation routes, mounted under `/api`: `GET /openapi.json` (the document) and
 * `GET /docs` (Swagger UI reading it; its page says `<base href="/api/docs/">`, so its scripts and styles,
 * served under `/api/docs/`, load without a redirect to `/api/docs/`). Source: docs/http.md.
 */
export function docsRouter(document: Record<string, unknown>): Router {
  const router = Router();
  router
    .route('/openapi.json')
    .get((_req, res) => {
      res.json(document);
    })
    .all(methodNotAllowed('GET'));
  const page = swaggerUi
    .generateHTML(undefined, { swaggerOptions: { url: '/api/openapi.json' } })
    .replace('<head>', '<head><base href="/api/docs/">');
  router
    .route('/docs')
    .get((_req, res) => {
      res.type('html').send(page);
    })
    .all(methodNotAllowed('GET'));
  router.use('/docs', swaggerUi.serve);
  return router;
}
