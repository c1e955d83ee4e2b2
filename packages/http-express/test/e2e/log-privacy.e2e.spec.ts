import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Cpf, type Repositories, type UnitOfWork } from '@employee/domain';
import { Secret, TOTP } from 'otpauth';
import { pino } from 'pino';
import request, { type Response, type Test } from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage } from './e2e-helpers';

/**
 * Personal data is never logged (docs/reliability.md; docs/house-rules.md#logging: never log personal data or API keys,
 * log ids; LGPD). The app logs at `trace`, the most verbose level, into memory; every line of a full employee
 * lifecycle (create, invalid and duplicate creates, a race of duplicates, get, list, searches, a recorded
 * firing, updates, delete, and the refused requests: wrong key, malformed JSON, NUL bytes) is collected, with
 * whatever reaches the console or the process's stdout/stderr meanwhile, and must hold none of the names,
 * CPFs, e-mails, phones, dates, field values, search terms, keys or request bodies sent, in any of the
 * notations they were sent or stored in. The logs must still identify every request by its id, so the test
 * cannot pass by logging nothing. On memory and on every database engine (a database error must not carry a
 * value into the log either). The same for the way from an invitation to a session and a personal token: no
 * password, invitation token, TOTP secret or code, recovery code, session id or user token.
 */

/** A valid CPF from nine base digits. */
const cpf = (base: string): string => `${base}${Cpf.checkDigitsFor(base)}`;
/** `12345678909` as `123.456.789-09`. */
const punctuated = (digits: string): string =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;

/** Everything written while a scenario runs: the app's pino lines, and the console and stdout/stderr. */
interface Capture {
  /** The app's log lines, as written. */
  readonly lines: string[];
  /** Console calls and direct stdout/stderr writes of the process while capturing. */
  readonly other: string[];
  readonly logger: pino.Logger;
}

function startCapture(): Capture {
  const lines: string[] = [];
  const other: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      other.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
  }
  for (const target of [process.stdout, process.stderr]) {
    const original = target.write.bind(target) as (...args: unknown[]) => boolean;
    jest.spyOn(target, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      other.push(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
      return original(chunk, ...rest);
    });
  }
  return { lines, other, logger: pino({ level: 'trace' }, stream) };
}

/** Every string inside a parsed JSON value (so `\u00e7`-style escapes are read as the characters they are). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [k, ...stringsIn(v)]);
  return [];
}

/**
 * What the test searches, lower-cased: each log line as written and decoded, without pino's numeric `time`,
 * `pid` and `responseTime` (digits of a clock could contain a fragment of a CPF by chance; they carry no
 * request data), plus the console and stdout/stderr output.
 */
function haystacksOf(capture: Capture): string[] {
  const fromLines = capture.lines.map((raw) => {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    for (const key of ['time', 'pid', 'responseTime']) if (typeof parsed[key] === 'number') delete parsed[key];
    return `${JSON.stringify(parsed)}\n${stringsIn(parsed).join('\n')}`.toLowerCase();
  });
  return [...fromLines, ...capture.other.map((text) => text.toLowerCase())];
}

/** The secrets found in the capture, each with the first line holding it (empty when nothing leaked). */
function leaks(capture: Capture, secrets: Iterable<string>): Array<{ secret: string; line: string }> {
  const haystacks = haystacksOf(capture);
  const found: Array<{ secret: string; line: string }> = [];
  for (const secret of new Set(secrets)) {
    const needle = secret.toLowerCase();
    const line = haystacks.find((h) => h.includes(needle));
    if (line !== undefined) found.push({ secret, line: line.slice(0, 400) });
  }
  return found;
}

/** Every string leaf of a request body that is data (not a filter key, not a short code like `es`). */
function valuesOf(body: unknown): string[] {
  if (typeof body === 'string') return body.length >= 5 ? [body] : [];
  if (Array.isArray(body)) return body.flatMap(valuesOf);
  if (body !== null && typeof body === 'object') {
    return Object.entries(body).flatMap(([k, v]) => (k === 'key' ? [] : valuesOf(v)));
  }
  return [];
}

/** A phone as sent, and every notation of it a log could hold: E.164, digits, national, subscriber. */
function phoneNotations(sent: string): string[] {
  const digits = sent.replace(/\D/g, '');
  if (!digits.startsWith('55')) return [sent, digits];
  const national = digits.slice(2);
  return [sent, `+${digits}`, digits, national, national.slice(2), `${national.slice(2, 7)}-${national.slice(7)}`];
}

/** The words of a name worth searching for (five letters or more: not the connectives), and their unaccented forms. */
function nameNotations(name: string): string[] {
  // eslint-disable-next-line no-control-regex -- splits on NUL on purpose
  const words = name.split(/[\s\u0000]+/).filter((w) => w.length >= 5);
  return [name, ...words, ...words.map((w) => w.normalize('NFD').replace(/\p{M}/gu, ''))];
}

/** `dd/mm/yyyy` as sent, and its ISO form. */
const dateNotations = (date: string): string[] => [date, date.split('/').reverse().join('-')];

/**
 * A key (`emp_<env>_<identifier 12>_<secret 32><checksum 6>`), its secret part with and without the checksum,
 * and the SHA-256 stored of the secret.
 */
function keyNotations(key: string): string[] {
  const tail = key.split('_')[3] ?? key;
  const secret = tail.slice(0, 32);
  return [key, tail, secret, createHash('sha256').update(secret).digest('hex')];
}

describe.each(memoryOnly().map((kind): [typeof kind] => [kind]))(
  'personal data never logged, on %s storage',
  (kind) => {
    const storage = useStorage(kind);
    let t: TestApp;
    let capture: Capture;

    beforeEach(async () => {
      capture = startCapture();
      t = await buildTestApp(storage(), { logger: capture.logger, rateLimitPerMinute: 1_000_000 });
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    it(
      'a full lifecycle at level trace: every request is logged by id, ' +
        'and no personal data, search term, key or body is',
      async () => {
        const responses: Response[] = [];
        /** Sends, checks against the OpenAPI document, and records the response for the id check. */
        const send = async (test: Test, status: number): Promise<Response> => {
          const res = await call(test);
          responses.push(res);
          expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status });
          return res;
        };
        const api = (key = t.key) => ({
          post: (body: object | string) => {
            const req = request(t.app).post('/api/v1/employees').set(bearer(key));
            return typeof body === 'string' ? req.set('Content-Type', 'application/json').send(body) : req.send(body);
          },
          get: (path: string) => request(t.app).get(`/api/v1/employees${path}`).set(bearer(key)),
          put: (id: string, body: object) => request(t.app).put(`/api/v1/employees/${id}`).set(bearer(key)).send(body),
          delete: (id: string) => request(t.app).delete(`/api/v1/employees/${id}`).set(bearer(key)),
        });

        const cpfs = {
          person: cpf('834527196'),
          raced: cpf('739164285'),
          invalid: cpf('926371845'),
          nul: cpf('657438291'),
        };
        const person = {
          name: 'Ximena Quintanilha Bragança',
          social_name: 'Zuleica Brandão Vasconcelos',
          email: 'Ximena.Quintanilha@Exemplo-Privado.com.br',
          phone: '+55 (21) 98765-4321',
          document: cpfs.person,
          internal_id: 'MAT-SIGILO-7731',
          birthdate: '03/07/1987',
          hiring_date: '14/09/2012',
          is_on_leave: true,
          language: 'es',
          include_campaign: true,
          fields: [
            { key: 'department', value: 'Tesouraria Reservada' },
            { key: 'site', value: 'Unidade Jacarandá' },
          ],
        };
        const invalid = {
          name: 'ximena quintanilha',
          document: punctuated(
            cpfs.invalid.slice(0, 9) + String((Number(cpfs.invalid.slice(9)) + 1) % 100).padStart(2, '0'),
          ),
          email: 'Quintanilha.Invalida@',
          phone: '(21) 3456-7890',
          birthdate: '31/02/1987',
          include_campaign: false,
          fields: [{ key: 'department', value: 'Ouvidoria Confidencial' }],
        };
        const duplicate = {
          name: 'Wanderleia Pimentel Arruda',
          email: 'wanderleia.pimentel@exemplo-privado.com.br',
          phone: '5531991234567',
          document: cpfs.person,
          birthdate: '22/12/1979',
          include_campaign: false,
          fields: [{ key: 'department', value: 'Almoxarifado Discreto' }],
        };
        const raced = Array.from({ length: 6 }, (_, i) => ({
          name: 'Yolanda Figueiredo Prates',
          email: `yolanda.prates.${i}@exemplo-privado.com.br`,
          phone: `+55 41 99${String(8_765_430 + i)}`,
          document: cpfs.raced,
          birthdate: '09/10/1992',
          include_campaign: false,
          fields: [{ key: 'department', value: 'Auditoria Fechada' }],
        }));
        const firing = {
          firing_date: '20/11/2026',
          is_voluntary_firing: true,
          reason_firing: 'Mudança para Florianópolis com a família',
          remove_campaign: false,
        };
        const revision = {
          social_name: 'Zuleica Brandão Vasconcelos Neta',
          phone: '55 21 97654-3210',
          fields: [
            { key: 'department', value: 'Controladoria Sigilosa' },
            { key: 'site', value: 'Filial Ipê-Amarelo' },
          ],
          remove_campaign: true,
        };
        const nulBody = {
          ...person,
          name: 'Ximena\u0000Quintanilha Bragança',
          document: cpfs.nul,
          email: 'nul.quintanilha@exemplo-privado.com.br',
          phone: '+5521987650000',
        };
        const malformedJson =
          `{"name":"Ximena Quintanilha Bragança","document":"${cpfs.person}",` +
          '"email":"ximena.secreta@exemplo-privado.com.br"';
        const rawNulJson = `{"name":"Ximena\u0000Quintanilha Bragança","document":"${cpfs.nul}"}`;
        const searches = { name: 'Quintan', document: cpfs.person.slice(2, 9), email: 'ximena.quint' };
        const unknownKey = t.codec.generate().plaintext;
        const malformedKey = `${t.key}x`;

        // Create, an invalid create, a duplicate, and a burst of creates racing for one CPF (on PostgreSQL the
        // losers may meet the unique index: its error quotes the value).
        const created = await send(api().post(person), 201);
        const id = created.body.data.id as string;
        expect(Object.keys((await send(api().post(invalid), 422)).body.meta.errors as object)).toEqual(
          expect.arrayContaining(['name', 'document', 'email', 'phone', 'birthdate']),
        );
        expect((await send(api().post(duplicate), 422)).body.meta.errors).toEqual({ document: [expect.any(String)] });
        const race = await Promise.all(raced.map((body) => call(api().post(body))));
        responses.push(...race);
        expect(race.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);

        // Reads: get, list, and searches by a name, a CPF and an e-mail fragment (each finds the employee).
        await send(api().get(`/${id}`), 200);
        await send(api().get('?per_page=100'), 200);
        for (const term of Object.values(searches)) {
          const found = await send(api().get(`?search=${encodeURIComponent(term)}`), 200);
          expect((found.body.data as Array<{ id: string }>).map((e) => e.id)).toEqual([id]);
        }

        // A recorded firing, an update of the fields, the delete, and the read after it.
        await send(api().put(id, firing), 200);
        await send(api().put(id, revision), 200);
        await send(api().delete(id), 204);
        expectErrorBody(await send(api().get(`/${id}`), 404), 404);

        // Refused requests: unknown, malformed and wrongly presented keys; malformed JSON; NUL bytes.
        expectErrorBody(await send(api(unknownKey).post(person), 401), 401);
        expectErrorBody(await send(api(malformedKey).get(`?search=${encodeURIComponent(searches.name)}`), 401), 401);
        expectErrorBody(
          await send(request(t.app).get('/api/v1/employees').set('Authorization', `Token ${t.key}`), 401),
          401,
        );
        expectErrorBody(await send(api().post(malformedJson), 400), 400);
        expectErrorBody(await send(api().post(rawNulJson), 400), 400);
        expect((await send(api().post(nulBody), 422)).body.meta.errors).toEqual({ name: [expect.any(String)] });

        // The logs are not empty: one line per request, naming its id, with the company's id when authenticated.
        const parsed = capture.lines.map(
          (line) => JSON.parse(line) as { req?: { id?: string }; company_id?: string; res?: { statusCode?: number } },
        );
        const logged = new Map(parsed.filter((l) => l.req?.id).map((l) => [l.req?.id as string, l]));
        expect(responses).toHaveLength(24);
        expect(responses.map((r) => logged.get(r.headers['x-request-id'] as string)?.res?.statusCode)).toEqual(
          responses.map((r) => r.status),
        );
        expect(
          responses
            .filter((r) => r.status !== 401)
            .map((r) => logged.get(r.headers['x-request-id'] as string)?.company_id),
        ).toEqual(responses.filter((r) => r.status !== 401).map(() => t.company.id));

        const bodies: unknown[] = [person, invalid, duplicate, ...raced, firing, revision, nulBody];
        const secrets = [
          ...[
            person.name,
            person.social_name,
            invalid.name,
            duplicate.name,
            raced[0]?.name ?? '',
            revision.social_name,
            nulBody.name,
          ].flatMap(nameNotations),
          ...Object.values(cpfs),
          ...Object.values(cpfs).map(punctuated),
          invalid.document,
          invalid.document.replace(/\D/g, ''),
          ...[
            person.email,
            invalid.email,
            duplicate.email,
            nulBody.email,
            ...raced.map((r) => r.email),
            'ximena.secreta@exemplo-privado.com.br',
          ],
          'exemplo-privado',
          ...[
            person.phone,
            invalid.phone,
            duplicate.phone,
            nulBody.phone,
            revision.phone,
            ...raced.map((r) => r.phone),
          ].flatMap(phoneNotations),
          ...[
            person.birthdate,
            person.hiring_date,
            invalid.birthdate,
            duplicate.birthdate,
            raced[0]?.birthdate ?? '',
            firing.firing_date,
          ].flatMap(dateNotations),
          ...Object.values(searches),
          ...[t.key, unknownKey, malformedKey].flatMap(keyNotations),
          ...bodies.flatMap(valuesOf),
          ...bodies.map((body) => JSON.stringify(body)),
          malformedJson,
          rawNulJson,
        ];
        expect(secrets.length).toBeGreaterThan(100);
        expect(leaks(capture, secrets)).toEqual([]);
      },
      30_000,
    );

    it(
      'a database error whose message quotes the values ' + 'is answered 500 and logged by name and code only',
      async () => {
        const document = cpf('583927164');
        const email = 'quintanilha.falha@exemplo-privado.com.br';
        // The shape of a driver error (TypeORM's QueryFailedError over pg's DatabaseError), quoting the row.
        const failure = Object.assign(
          new Error(
            'duplicate key value violates unique constraint "employees_legacy_uq" ' +
              `Key (document, email)=(${document}, ${email}) already exists.`,
          ),
          {
            name: 'QueryFailedError',
            code: '23505',
            query: 'INSERT INTO "employees" ("name", "document", "email") VALUES ($1, $2, $3)',
            parameters: ['Ximena Quintanilha Bragança', document, email],
            driverError: {
              code: '23505',
              constraint: 'employees_legacy_uq',
              detail: `Key (document, email)=(${document}, ${email}) already exists.`,
            },
          },
        );
        const failing: UnitOfWork = {
          run: (work) =>
            t.uow.run((repositories: Repositories) =>
              work({
                ...repositories,
                employees: new Proxy(repositories.employees, {
                  get(target, property) {
                    if (property === 'save') return () => Promise.reject(failure);
                    const value = Reflect.get(target, property, target) as unknown;
                    return typeof value === 'function'
                      ? (value as (...args: unknown[]) => unknown).bind(target)
                      : value;
                  },
                }),
              }),
            ),
        };
        const failingApp = t.anotherApp({ uow: failing, rateLimitPerMinute: 1_000_000, logger: capture.logger });
        const body = {
          name: 'Ximena Quintanilha Bragança',
          document,
          email,
          phone: '+5521987651111',
          birthdate: '03/07/1987',
          include_campaign: false,
          fields: [{ key: 'department', value: 'Tesouraria Reservada' }],
        };

        const res = await call(request(failingApp).post('/api/v1/employees').set(bearer(t.key)).send(body));

        expectErrorBody(res, 500);
        // The error middleware's line names the cause by name and code (pino-http adds its own generic "failed
        // with status code 500" line); both carry the request id.
        const lines = capture.lines.map(
          (line) => JSON.parse(line) as { level: number; err?: unknown; req?: { id?: string } },
        );
        const requestId = res.headers['x-request-id'] as string;
        expect(lines).toContainEqual(
          expect.objectContaining({
            level: 50,
            err: { name: 'QueryFailedError', code: '23505' },
            req: expect.objectContaining({ id: requestId }),
          }),
        );
        expect(lines.filter((l) => l.err !== undefined).every((l) => l.req?.id === requestId)).toBe(true);
        const secrets = [
          ...nameNotations(body.name),
          document,
          punctuated(document),
          email,
          ...phoneNotations(body.phone),
          ...dateNotations(body.birthdate),
          'Tesouraria Reservada',
          'employees_legacy_uq',
          'INSERT INTO',
          'already exists',
          ...keyNotations(t.key),
        ];
        expect(leaks(capture, secrets)).toEqual([]);
      },
      30_000,
    );

    /**
     * A client that takes the employee's id for its CPF, e-mail or phone puts personal data in the path; the
     * request log writes `req.path` as received, so it must not be the raw path (a route template, or the path
     * with segments that are not ids masked, would do). The request ids must still be logged.
     */
    it(
      'personal data a client puts in the path by mistake ' +
        '(an employee looked up by CPF, e-mail or phone) is not logged either',
      async () => {
        const document = cpf('472918365');
        const email = 'ximena.caminho@exemplo-privado.com.br';
        const phone = '+5521987652222';
        const responses = [
          await call(request(t.app).get(`/api/v1/employees/${document}`).set(bearer(t.key))),
          await call(
            request(t.app)
              .put(`/api/v1/employees/${encodeURIComponent(email)}`)
              .set(bearer(t.key))
              .send({ remove_campaign: false }),
          ),
          await call(
            request(t.app)
              .delete(`/api/v1/employees/${encodeURIComponent(phone)}`)
              .set(bearer(t.key)),
          ),
        ];
        for (const res of responses) expectErrorBody(res, 404);
        const ids = capture.lines.map((line) => (JSON.parse(line) as { req?: { id?: string } }).req?.id);
        expect(responses.map((r) => ids.includes(r.headers['x-request-id'] as string))).toEqual([true, true, true]);
        expect(
          leaks(capture, [
            document,
            email,
            encodeURIComponent(email),
            ...phoneNotations(phone),
            encodeURIComponent(phone),
          ]),
        ).toEqual([]);
      },
    );
    it('from invitation to session and token, no password, token, TOTP secret or recovery code is logged', async () => {
      t.company.setOtpRequired(true, t.clock.now());
      await t.uow.run((r) => r.companies.save(t.company));
      const [admin] = await t.addBuiltinProfiles(t.company);
      const email = 'quiteria.sigilosa@exemplo-privado.com.br';
      const password = 'Senha Secretíssima 4821';
      const wrongPassword = 'Palpite Errado 9173';
      const created = await call(
        request(t.app)
          .post('/api/v1/users')
          .set(bearer(t.key))
          .send({ name: 'Quitéria Sigilosa', email, profile_id: admin?.id }),
      );
      const invitationUrl = created.body.data.invitation_url as string;
      const invitationToken = invitationUrl.slice(invitationUrl.lastIndexOf('/') + 1);
      const accepted = await call(
        request(t.app).post('/admin/api/invitations/accept').send({ token: invitationToken, password }),
      );
      const enrolment = accepted.body.otp_enrolment as {
        secret: string;
        otpauth_url: string;
        recovery_codes: string[];
      };
      const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate({
        timestamp: t.clock.now().getTime(),
      });
      const signIn = (body: Record<string, unknown>) => call(request(t.app).post('/admin/api/session').send(body));
      expectErrorBody(await signIn({ email, password: wrongPassword }), 401);
      expectErrorBody(await signIn({ email: 'ninguem.oculto@exemplo-privado.com.br', password }), 401);
      const signedIn = await signIn({ email, password, otp: code });
      expect(signedIn.status).toBe(204);
      expectErrorBody(await signIn({ email, password }), 401);
      expectErrorBody(await signIn({ email, password, otp: code }), 401);
      const recovery = enrolment.recovery_codes[0] as string;
      expect((await signIn({ email, password, otp: recovery })).status).toBe(204);
      const cookie = String(([] as string[]).concat(signedIn.headers['set-cookie'] ?? [])[0]).split(';')[0] as string;
      expect((await call(request(t.app).get('/admin/api/session').set('Cookie', cookie))).status).toBe(200);
      const minted = await call(
        request(t.app).post('/api/v1/users/me/tokens').set('Cookie', cookie).send({ name: 'Planilha Sigilosa' }),
      );
      const userToken = minted.body.data.token as string;
      expect((await call(request(t.app).get('/api/v1/users/me/tokens').set(bearer(userToken)))).status).toBe(200);
      expect((await call(request(t.app).delete('/admin/api/session').set('Cookie', cookie))).status).toBe(204);

      expect(capture.lines.length).toBeGreaterThanOrEqual(12);
      const secrets = [
        email,
        'exemplo-privado',
        password,
        wrongPassword,
        invitationToken,
        invitationUrl,
        enrolment.secret,
        enrolment.otpauth_url,
        code,
        ...enrolment.recovery_codes,
        cookie,
        cookie.split('=')[1] as string,
        ...keyNotations(userToken),
        ...nameNotations('Quitéria Sigilosa'),
      ];
      expect(leaks(capture, secrets)).toEqual([]);
    });
  },
);
