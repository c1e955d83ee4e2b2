/**
 * The origin of the absolute links the service writes (list links, a user's invitation link, survey links, the
 * first-start message, the admin CLI's invitation link): `publicBaseUrl` (`PUBLIC_BASE_URL`) without trailing
 * slashes when it is configured, else `fallback` (the request's own origin in the API; `http://localhost:PORT`
 * outside a request). Source: docs/configuration.md (`PUBLIC_BASE_URL`).
 */
export function linkOrigin(publicBaseUrl: string | null | undefined, fallback: string): string {
  return publicBaseUrl ? publicBaseUrl.replace(/\/+$/, '') : fallback;
}
