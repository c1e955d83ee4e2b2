import { signInDelay } from '../sign-in/sign-in-back-off';
import { startOtpEnrolment, type OtpEnrolment } from '../sign-in/otp-enrolment';
import { normalisePassword } from '../sign-in/password-policy';
import type { Session } from '../sign-in/sessions';
import {
  OtpEnrolmentRequiredError,
  OtpRejectedError,
  OtpRequiredError,
  SIGN_IN_INVALID,
  SignInFailedError,
  SignInThrottledError,
} from '../sign-in/sign-in.errors';
import type { SignInPorts } from '../sign-in/sign-in-ports';
import { User } from '../user';
import type { Company } from '../../tenancy';
import { Email } from '../../kernel/br/email';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations } from '../../kernel/violations';
import { recordUserChange } from '../record-user-change';

/** `POST /admin/api/session`: raw body fields. */
export interface SignInCommand {
  email: unknown;
  password: unknown;
  /** A 6-digit code of the user's authenticator, or one of their recovery codes; absent when not needed. */
  otp?: unknown;
}

/** A successful sign-in: the user and their new session (its id goes in the cookie, nowhere else). */
export interface SignedIn {
  user: User;
  session: Session;
}

/** Most characters of the e-mail that keys the back-off of a submitted e-mail that is not a valid one. */
const MAX_KEY_CHARACTERS = 320;

/** A six-digit TOTP code, spaces allowed (`123 456`); anything else in `otp` is tried as a recovery code. */
const TOTP_CODE = /^\d{6}$/;

/**
 * Signs a person in with e-mail and password, and the one-time code when their account needs one
 * (docs/sign-in.md#signing-in, docs/access.md#sign-in):
 * - the back-off of the submitted e-mail (canonical form, whether or not an account has it) is checked first:
 *   while it runs nothing else is read or verified; otherwise the try is counted (reserved) before the password is
 *   verified, so a burst of tries at once verifies no more passwords than the back-off lets through;
 * - the password is verified against the user's hash, or against the hasher's placeholder when there is no such
 *   active user, so a wrong e-mail and a wrong password cost the same and answer the same;
 * - a one-time code is needed when the user's company requires one-time passwords or the user has enrolled: a
 *   TOTP code is accepted once (its 30-second step is stored; a replay is refused), a recovery code once (its
 *   hash is removed); an unconfirmed enrolment without a code is restarted and shown (403);
 * - a failure (wrong e-mail, password or code) keeps its reserved try in the e-mail's count; success clears the
 *   count, records `last_sign_in_at` and begins a session; anything else (a code missing, an error) gives the try
 *   back.
 * @throws ValidationError `SIGN_IN.INVALID` when `email`, `password` or `otp` is not a string.
 * @throws SignInThrottledError `AUTH.SIGN_IN_THROTTLED` while the e-mail backs off.
 * @throws SignInFailedError `AUTH.SIGN_IN_FAILED` for a wrong e-mail or password, or a user who is not active.
 * @throws OtpRequiredError `AUTH.OTP_REQUIRED` when the account needs a code and none was given.
 * @throws OtpRejectedError `AUTH.OTP_REJECTED` for a wrong, malformed or used code.
 * @throws OtpEnrolmentRequiredError `AUTH.OTP_ENROLMENT_REQUIRED` with a new enrolment, shown once.
 */
export class SignIn {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ports: SignInPorts,
  ) {}

  async execute(command: SignInCommand): Promise<SignedIn> {
    const { email, password, otp } = readCommand(command);
    const key = backOffKey(email);
    const failures = this.ports.failures;
    await this.reserveTry(key);
    let user: User | undefined;
    try {
      user = await this.checkPassword(key, password);
      const checked = user;
      const outcome = await this.uow.run(async (r) => this.completeSignIn(r, checked, otp));
      // A new enrolment is committed before it is shown, so the code of the next sign-in matches it.
      if (!(outcome instanceof User)) throw new OtpEnrolmentRequiredError(outcome);
      await failures.clear(key);
      return { user: outcome, session: await this.ports.sessions.create(outcome.id, this.clock.now()) };
    } catch (error) {
      // A failure keeps its reserved try; anything else (a missing code, an error) gives it back.
      if (!countsAsFailure(error)) await failures.release(key);
      if (user && error instanceof OtpRejectedError) await this.recordRejectedCode(user);
      throw error;
    }
  }

  /**
   * Counts this try against the e-mail's back-off before its password is verified: refused (429) while the back-off
   * runs, else reserved atomically against the count just read. When another try changed the count in between, it
   * reads the count again; each such retry means another try was counted, released or cleared, so a burst ends
   * either reserved or refused once its free tries are taken (docs/sign-in.md#back-off).
   */
  private async reserveTry(key: string): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const count = await this.ports.failures.of(key, now);
      const wait = signInDelay(count.failures, count.lastFailureAt, now);
      if (wait > 0) throw new SignInThrottledError(Math.ceil(wait / 1000));
      if (await this.ports.failures.reserve(key, count, now)) return;
    }
  }

  /**
   * The active user of the e-mail when `password` is theirs. Verified outside any transaction (a hash takes a
   * quarter of a second or more, no database connection is held meanwhile), against the placeholder hash when no
   * active user has the e-mail.
   */
  private async checkPassword(key: string, password: string): Promise<User> {
    const found = await this.uow.run((r) => r.users.ofEmail(key));
    const user = found?.isActive ? found : null;
    const hash = user?.passwordHash ?? this.ports.passwordHasher.placeholderHash;
    const matches = await this.ports.passwordHasher.verify(normalisePassword(password), hash);
    if (!user || !matches) throw new SignInFailedError();
    return user;
  }

  /**
   * Within one transaction, with the user's row locked (a one-time code given to two sign-ins at once is accepted
   * once): checks the one-time code when one is needed and records the sign-in. Answers the user (saved), or a new
   * enrolment to show (saved) when the user must enrol first.
   */
  private async completeSignIn(
    r: AccessRepositories & TenancyRepositories & HistoryRepositories,
    checked: User,
    otp: string | undefined,
  ): Promise<User | OtpEnrolment> {
    const user = await r.users.ofIdForUpdate(checked.id);
    // Disabled, or given another password, between the check and the lock.
    if (!user?.isActive || user.passwordHash !== checked.passwordHash) throw new SignInFailedError();
    const now = this.clock.now();
    const company = await r.companies.ofId(user.companyId);
    if (needsOneTimeCode(user, company)) {
      if (otp === undefined && !user.otpEnabled) {
        const enrolment = startOtpEnrolment(user, this.ports.oneTimePasswords, this.ports.recoveryCodes, now);
        await r.users.save(user);
        return enrolment;
      }
      this.checkOneTimeCode(user, otp, now);
    }
    const before = user.toProps();
    user.recordSignIn(now);
    await r.users.save(user);
    await recordUserChange(r.audit, 'user.signed_in', before, user.toProps(), { actor: { type: 'user', id: user.id } });
    return user;
  }

  /**
   * Records a sign-in refused for its one-time code, in a transaction of its own (the refused one rolled back).
   * Refusals for the e-mail or password are not audited: they are counted per e-mail for the back-off, and an event
   * written only for e-mails that have an account would tell, by its time, which do
   * (docs/change-history.md#audit-trail).
   */
  private async recordRejectedCode(user: User): Promise<void> {
    await this.uow.run((r) =>
      r.audit.record({
        companyId: user.companyId,
        action: 'user.sign_in_failed',
        entity: 'user',
        entityId: user.id,
        changed: [],
        actor: { type: 'user', id: user.id },
      }),
    );
  }

  /** Checks `otp` for `user`, using up the step or recovery code on the user; throws when it does not let in. */
  private checkOneTimeCode(user: User, otp: string | undefined, now: Date): void {
    const { oneTimePasswords, recoveryCodes } = this.ports;
    if (otp === undefined) throw new OtpRequiredError();
    const secret = user.otp?.secret;
    if (secret === undefined) throw new OtpRejectedError();
    if (TOTP_CODE.test(otp.replace(/\s/g, ''))) {
      const check = oneTimePasswords.verify(otp, secret, user.otp?.lastUsedStep ?? null, now);
      if (check.step === null || !user.acceptOtpStep(check.step, now)) throw new OtpRejectedError();
      return;
    }
    const left = recoveryCodes.consume(otp, user.recoveryCodeHashes);
    const used = left && user.recoveryCodeHashes.find((hash) => !left.includes(hash));
    if (!used || !user.consumeRecoveryCode(used, now)) throw new OtpRejectedError();
  }
}

/** The company's setting, or the user's own enrolment once confirmed, asks for a code at every sign-in. */
function needsOneTimeCode(user: User, company: Company | null): boolean {
  return user.otpEnabled || company?.otpRequired === true;
}

/** The errors that count against the account's back-off: wrong credentials and wrong codes. */
function countsAsFailure(error: unknown): boolean {
  return error instanceof SignInFailedError || error instanceof OtpRejectedError;
}

function readCommand(command: SignInCommand): { email: string; password: string; otp: string | undefined } {
  const violations = new Violations();
  if (typeof command.email !== 'string') violations.add('email', 'TEXT.NOT_A_STRING', 'must be a string');
  if (typeof command.password !== 'string') violations.add('password', 'TEXT.NOT_A_STRING', 'must be a string');
  const otp = command.otp ?? undefined;
  if (otp !== undefined && typeof otp !== 'string') violations.add('otp', 'TEXT.NOT_A_STRING', 'must be a string');
  violations.throwIfAny(SIGN_IN_INVALID);
  return { email: command.email as string, password: command.password as string, otp: otp as string | undefined };
}

/**
 * The key of the submitted e-mail's back-off: its canonical form (`Email.value`), or, for text that is no valid
 * e-mail, the text trimmed and lower-cased (at most 320 characters), so that it backs off like any other.
 */
function backOffKey(email: string): string {
  const canonical = new Violations().attempt(() => Email.create(email));
  return canonical?.value ?? email.trim().toLowerCase().slice(0, MAX_KEY_CHARACTERS);
}
