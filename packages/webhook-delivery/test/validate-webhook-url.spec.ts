import { describe, expect, it } from '@jest/globals';
import { validateWebhookUrl, webhookUrlPolicy } from '../src';

/** docs/webhooks.md#delivery-requests-and-ssrf-defence: the URL rules, at save time and before each delivery. */
describe('validateWebhookUrl', () => {
  const production = { production: true, allowPrivate: false };
  const development = { production: false, allowPrivate: false };
  const allowPrivate = { production: true, allowPrivate: true };
  const codeOf = (url: string, options = production): string | null => validateWebhookUrl(url, options)?.code ?? null;

  it.each(['https://hooks.example.com/webhooks', 'https://hooks.example.com:8443/x?a=1', 'https://93.184.215.14/x'])(
    'accepts a public https URL: %s',
    (url) => expect(codeOf(url)).toBeNull(),
  );

  it.each(['not a url', '/relative/path', 'ftp://hooks.example.com/', 'file:///etc/passwd', 'javascript:alert(1)'])(
    'refuses what is not an absolute http(s) URL: %s',
    (url) => expect(codeOf(url)).toBe('WEBHOOK_URL.INVALID'),
  );

  it('refuses http:// in production, accepts it outside production and with allowPrivate', () => {
    expect(codeOf('http://hooks.example.com/')).toBe('WEBHOOK_URL.NOT_HTTPS');
    expect(codeOf('http://hooks.example.com/', development)).toBeNull();
    expect(codeOf('http://hooks.example.com/', allowPrivate)).toBeNull();
  });

  it('refuses a user name or password in the URL', () => {
    expect(codeOf('https://user:secret@hooks.example.com/')).toBe('WEBHOOK_URL.CREDENTIALS');
    expect(codeOf('https://user@hooks.example.com/')).toBe('WEBHOOK_URL.CREDENTIALS');
  });

  it.each([
    'https://127.0.0.1/',
    'https://127.1.2.3/',
    'https://[::1]/',
    'https://10.0.0.1/',
    'https://172.16.5.4/',
    'https://192.168.1.1/',
    'https://[fc00::1]/',
    'https://[fd12:3456::1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/',
    'https://0.0.0.0/',
    'https://[::]/',
    'https://100.64.0.1/',
    'https://224.0.0.1/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://2130706433/',
    'https://0x7f.0.0.1/',
    'https://localhost/',
    'https://localhost./',
    'https://api.localhost/',
    'https://metadata.google.internal/computeMetadata/v1/',
  ])('refuses a private, loopback, link-local or metadata host in production: %s', (url) => {
    expect(codeOf(url)).toBe('WEBHOOK_URL.PRIVATE_ADDRESS');
  });

  it('refuses private addresses outside production too, unless allowPrivate', () => {
    expect(codeOf('http://127.0.0.1:3000/', development)).toBe('WEBHOOK_URL.PRIVATE_ADDRESS');
    expect(codeOf('http://127.0.0.1:3000/', allowPrivate)).toBeNull();
    expect(codeOf('http://[::1]:3000/', allowPrivate)).toBeNull();
    expect(codeOf('http://10.0.0.1/', allowPrivate)).toBeNull();
    expect(codeOf('http://localhost:3000/', allowPrivate)).toBeNull();
  });

  it('refuses link-local and metadata addresses and host names even with allowPrivate', () => {
    for (const url of [
      'http://169.254.169.254/',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fd00:ec2::254]/',
      'http://100.100.100.200/',
      'http://0.0.0.0:3000/',
      'http://metadata.google.internal/',
      'http://metadata/',
    ]) {
      expect([url, codeOf(url, allowPrivate)]).toEqual([url, 'WEBHOOK_URL.PRIVATE_ADDRESS']);
    }
  });

  it('answers a message for the url field, and webhookUrlPolicy gives the same as a port', () => {
    const violation = validateWebhookUrl('http://hooks.example.com/', production);
    expect(violation).toEqual({ code: 'WEBHOOK_URL.NOT_HTTPS', message: 'must use https://' });
    const policy = webhookUrlPolicy(production);
    expect(policy.violationOf('http://hooks.example.com/')).toBe('must use https://');
    expect(policy.violationOf('https://hooks.example.com/')).toBeNull();
  });
});
