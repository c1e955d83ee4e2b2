import { crc32 } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { NodeApiKeyCodec, NodeUserTokenCodec, type KeyEnvironment, type NodeTokenCodec } from '../src/node-token-codec';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The 6-character base62 CRC-32 of `body`, computed here apart from the codec. */
function checksum(body: string): string {
  let out = '';
  for (let rest = crc32(body); out.length < 6; rest = Math.floor(rest / 62)) out = BASE62[rest % 62] + out;
  return out;
}

const codecs: ReadonlyArray<[string, (env: KeyEnvironment) => NodeTokenCodec]> = [
  ['usr', (env) => new NodeUserTokenCodec(env)],
  ['emp', (env) => new NodeApiKeyCodec(env)],
];

describe.each(codecs)('NodeTokenCodec for %s (docs/sign-in.md#user-tokens)', (kind, codecFor) => {
  const codec = codecFor('sandbox');

  it(`makes ${kind}_sandbox_<12>_<32><6> and reads it back: identifier, secret, environment`, () => {
    const generated = codec.generate();

    expect(generated.plaintext).toMatch(new RegExp(`^${kind}_sandbox_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$`));
    expect(generated.prefix).toBe(`${kind}_sandbox_${generated.identifier}`);
    expect(generated.plaintext.startsWith(`${generated.prefix}_`)).toBe(true);
    expect(generated.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(generated.plaintext).not.toContain(generated.secretHash);
    const parsed = codec.parse(generated.plaintext);
    expect(parsed).toEqual({
      identifier: generated.identifier,
      secret: expect.stringMatching(/^[0-9A-Za-z]{32}$/),
      environment: 'sandbox',
    });
    expect(codec.matches(parsed?.secret as string, generated.secretHash)).toBe(true);
    expect(codec.matches(parsed?.secret as string, codec.placeholderHash)).toBe(false);
  });

  it('round-trips every generated credential (property)', () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const generated = codec.generate();
        const parsed = codec.parse(generated.plaintext);
        expect(parsed?.identifier).toBe(generated.identifier);
        expect(codec.matches(parsed?.secret as string, generated.secretHash)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses any single-character change: a substitution, a deletion or an insertion anywhere (property)', () => {
    const plaintext = codec.generate().plaintext;
    const anyCharacter = fc.oneof(fc.constantFrom(...BASE62, '_', '-', ' '), fc.string({ minLength: 1, maxLength: 1 }));
    const change = fc.oneof(
      fc.record({ kind: fc.constant('substitute'), at: fc.nat(plaintext.length - 1), char: anyCharacter }),
      fc.record({ kind: fc.constant('delete'), at: fc.nat(plaintext.length - 1), char: fc.constant('') }),
      fc.record({ kind: fc.constant('insert'), at: fc.nat(plaintext.length), char: anyCharacter }),
    );
    fc.assert(
      fc.property(change, ({ kind: how, at, char }) => {
        const changed =
          how === 'insert'
            ? plaintext.slice(0, at) + char + plaintext.slice(at)
            : plaintext.slice(0, at) + char + plaintext.slice(at + 1);
        fc.pre(changed !== plaintext);
        expect(codec.parse(changed)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary input, and accepts nothing that it did not make (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^(usr|emp)_sandbox_\w{12}_\w{38}$/)),
        (s) => {
          expect(codec.parse(s)).toBeNull();
        },
      ),
    );
  });

  it('refuses a credential of the other environment, whose checksum is valid', () => {
    const production = codecFor('production');
    const generated = production.generate();

    expect(production.parse(generated.plaintext)?.environment).toBe('production');
    expect(codec.parse(generated.plaintext)).toBeNull();
  });
});

describe('API keys and user tokens are told apart', () => {
  const keys = new NodeApiKeyCodec('sandbox');
  const tokens = new NodeUserTokenCodec('sandbox');

  it('never reads a key as a token nor the reverse; re-prefixed with a new checksum it is only looked up', () => {
    const key = keys.generate().plaintext;
    const token = tokens.generate().plaintext;

    expect(tokens.parse(key)).toBeNull();
    expect(keys.parse(token)).toBeNull();
    const body = `usr${key.slice(3, -6)}`;
    expect(tokens.parse(`${body}${checksum(body)}`)).not.toBeNull();
    const asKey = `emp${token.slice(3, -6)}`;
    expect(keys.parse(asKey + checksum(asKey))).not.toBeNull();
    expect(checksum(token.slice(0, -6))).toBe(token.slice(-6));
  });
});
