import { invitationInvalid } from '../access.errors';
import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import { startOtpEnrolment, type OtpEnrolment } from '../sign-in/otp-enrolment';
import { readNewPassword } from '../sign-in/password-policy';
import { refusePersonalPassword } from '../sign-in/personal-password';
import { SIGN_IN_INVALID } from '../sign-in/sign-in.errors';
import type { SignInPorts } from '../sign-in/sign-in-ports';
import type { User } from '../user';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations } from '../../kernel/violations';
import { recordUserChange } from '../record-user-change';

/** `POST /admin/api/invitations/accept`: the token of the invitation link and the chosen password, raw. */
export interface AcceptInvitationCommand {
  token: unknown;
  password: unknown;
}

/** The now active user and, when their company requires one-time passwords, the enrolment to show once. */
export interface AcceptedInvitation {
  user: User;
  otpEnrolment: OtpEnrolment | null;
}

/**
 * Accepts an invitation (docs/access.md#sign-in, docs/sign-in.md#accepting-an-invitation): the invited user of the
 * token sets a password (the password policy: 12 to 128 characters, not a common one, checked first; and, once the
 * link is found valid, not holding the user's e-mail or name) and becomes active; the link is used up. When the
 * company requires one-time passwords, enrolment starts in the same transaction and its secret, `otpauth://` URL
 * and recovery codes are answered once; the first sign-in confirms it with a code.
 * @throws ValidationError `SIGN_IN.INVALID` on `token` (not a string) or `password` (`PASSWORD.*` rules, among
 *   them `PASSWORD.PERSONAL`).
 * @throws StateError `USER.INVITATION_INVALID`: one error for an unknown, used or expired token and a disabled
 *   user's.
 */
export class AcceptInvitation {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly tokens: SecretTokenIssuer,
    private readonly ports: SignInPorts,
  ) {}

  async execute(command: AcceptInvitationCommand): Promise<AcceptedInvitation> {
    const violations = new Violations();
    if (typeof command.token !== 'string' || command.token === '')
      violations.add('token', 'TEXT.NOT_A_STRING', 'must be the token of the invitation link');
    const password = readNewPassword(violations, 'password', command.password, this.ports.commonPasswords);
    violations.throwIfAny(SIGN_IN_INVALID);
    const passwordHash = await this.ports.passwordHasher.hash(password as string);
    const tokenHash = this.tokens.hashOf(command.token as string);
    return this.uow.run(async (r) => {
      const now = this.clock.now();
      const found = await r.users.ofInvitationTokenHash(tokenHash);
      // Locked, then checked again: a change, reissue or disable committed meanwhile is seen, none is lost.
      const user = found && (await r.users.ofIdForUpdate(found.id));
      if (!user?.holdsValidInvitation(tokenHash, now)) throw invitationInvalid();
      // Only a holder of a valid link learns that the password is too close to the invited person.
      const personal = new Violations();
      refusePersonalPassword(personal, 'password', password as string, {
        email: user.email.value,
        name: user.name.value,
      });
      personal.throwIfAny(SIGN_IN_INVALID);
      const before = user.toProps();
      user.acceptInvitation(passwordHash, now);
      const company = await r.companies.ofId(user.companyId);
      const otpEnrolment = company?.otpRequired
        ? startOtpEnrolment(user, this.ports.oneTimePasswords, this.ports.recoveryCodes, now)
        : null;
      await r.users.save(user);
      await recordUserChange(r.audit, 'user.invitation_accepted', before, user.toProps(), {
        actor: { type: 'user', id: user.id },
      });
      return { user, otpEnrolment };
    });
  }
}
