import type { RequestHandler } from 'express';

/**
 * `Cache-Control: no-store` on every answer it is mounted before (`/api/v1`, `/survey/v1`): they carry personal
 * data (or say whether a key works), and no cache on the way (a proxy, a browser) may keep them.
 * Source: docs/security.md (API8).
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
