import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { sourceFiles, specifiersOf } from '../../packages/domain/test/architecture/import-rules';

const PACKAGES = join(__dirname, '..', '..', 'packages');

/**
 * Which workspace packages each package may import (docs/house-rules.md#dependencies): arrows point
 * inward; adapters import the domain and never each other; only the server imports every package.
 */
const ALLOWED: Record<string, readonly string[] | 'any'> = {
  domain: [],
  // The JSON forms of domain objects, shared by the adapters that print them (http-express, http-dashboard, the
  // admin CLI) and by http-common's list bodies.
  wire: ['@employee/domain'],
  'persistence-typeorm': ['@employee/domain'],
  // One inversify container module per context, binding the domain's use cases to port tokens.
  wiring: ['@employee/domain'],
  // The Express plumbing every HTTP listener shares (the main API's, the reports', the dashboard's backend): the
  // domain, and the wire's link origin for the list bodies.
  'http-common': ['@employee/domain', '@employee/wire'],
  // The security adapters on node:crypto and their libraries (codecs, scrypt, TOTP, recovery codes, passwords).
  'security-node': ['@employee/domain'],
  // The Redis adapters of the sign-in ports (sessions, sign-in failures).
  'redis-adapters': ['@employee/domain'],
  'http-express': ['@employee/domain', '@employee/http-common', '@employee/wire', '@employee/wiring'],
  // The reports listener (docs/reports.md#the-listener): beside the main API, never importing it.
  'http-reports': ['@employee/domain', '@employee/http-common'],
  // The dashboard's backend (survey endpoints, sign-in, soft-deleted employees) and its built pages; the reports come
  // in as handlers from the server, and the REST app mounts the backend it is handed, never importing it.
  'http-dashboard': ['@employee/domain', '@employee/http-common', '@employee/wire'],
  // The web application speaks HTTP only: the client's generated types are all it takes from the workspace.
  dashboard: ['@employee/client'],
  scheduler: ['@employee/domain'],
  server: 'any',
  // Integrators' side: the client speaks HTTP only; the sync tool uses only the client.
  client: [],
  'workforce-sync': ['@employee/client'],
  // Sends webhooks (signing, the HTTP sender and its SSRF defence); its port mirrors the domain's, for now unimported.
  'webhook-delivery': ['domain'],
  // Writes and sends the platform's messages (templates, the SMTP and SMS transports): the domain's notification ports.
  'message-delivery': ['@employee/domain'],
};

const workspaceImport = (specifier: string): string | null => {
  const match = /^(@employee\/[^/]+)/.exec(specifier);
  return match ? (match[1] as string) : null;
};

/** Every `@employee/*` package a package's sources import or its manifest declares, that it may not. */
function breachesOf(name: string): string[] {
  const allowed = ALLOWED[name];
  if (allowed === undefined) return [`${name}: not in the dependency rules`];
  if (allowed === 'any') return [];
  const root = join(PACKAGES, name);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const declared = Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith('@employee/'));
  const imported = sourceFiles(root).flatMap((file) =>
    specifiersOf(file.text).flatMap((s) => {
      const target = workspaceImport(s);
      return target ? [`${file.path} imports ${target}`] : [];
    }),
  );
  return [...declared.map((d) => `package.json depends on ${d}`), ...imported]
    .filter((line) => !allowed.some((a) => line.endsWith(a)))
    .map((line) => `${name}: ${line}`);
}

describe('workspace dependency rules', () => {
  const packages = readdirSync(PACKAGES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it('knows every package', () => {
    expect(packages).toEqual(
      expect.arrayContaining(['domain', 'wire', 'persistence-typeorm', 'http-common', 'http-express']),
    );
  });

  it.each(packages)('%s imports only the workspace packages it may', (name) => {
    expect(breachesOf(name)).toEqual([]);
  });
});
