import * as domain from '@employee/domain';
import {
  AccessRefusedError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  OtpEnrolmentRequiredError,
  OtpRejectedError,
  OtpRequiredError,
  ProfileInUseError,
  ScopeNotHeldError,
  SignInFailedError,
  SignInThrottledError,
  StateError,
  UnauthenticatedError,
  ValidationError,
  VersionMismatchError,
} from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { statusOfDomainError } from '../../src/errors/status-of-domain-error';
import { type CodeTakingClass, ERROR_CODE, raisedDomainErrors } from './raised-domain-errors';

/** The classes whose code is given where they are raised, and how to build one with a code. */
const CODE_TAKING: Record<string, CodeTakingClass> = {
  NotFoundError: { codeAt: 0, build: (code) => new NotFoundError(code as `${string}.NOT_FOUND`, 'Not found') },
  ForbiddenError: {
    codeAt: 0,
    build: (code) => new ForbiddenError(code as `${string}.FORBIDDEN_TARGET`, 'Forbidden'),
  },
  StateError: { codeAt: 0, build: (code) => new StateError(code as string, 'Not now') },
  ValidationError: {
    codeAt: 0,
    build: (code) => ValidationError.of(code as string, 'name', { code: 'X', message: 'x' }),
  },
  AccessRefusedError: { codeAt: 0, build: (code) => new AccessRefusedError(code as string, 'own_grant', 'No') },
  UnauthenticatedError: {
    codeAt: 1,
    build: (code) => new UnauthenticatedError('Who?', code as 'AUTH.UNAUTHENTICATED' | undefined),
  },
};

/** The classes with a code of their own, each as the domain raises it. */
const FIXED_CODE: Record<string, () => DomainError> = {
  ProfileInUseError: () => new ProfileInUseError(2),
  ScopeNotHeldError: () => new ScopeNotHeldError('employees:write'),
  SignInFailedError: () => new SignInFailedError(),
  OtpRequiredError: () => new OtpRequiredError(),
  OtpRejectedError: () => new OtpRejectedError(),
  OtpEnrolmentRequiredError: () =>
    new OtpEnrolmentRequiredError({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', recoveryCodes: [] }),
  SignInThrottledError: () => new SignInThrottledError(30),
  VersionMismatchError: () => new VersionMismatchError(3),
};

/**
 * The HTTP status of every domain error code, as the API answers it (docs/http.md#errors): a code the sources
 * start raising, or a status that changes, fails this test until it is written here.
 */
const STATUS_OF_CODE: Record<string, number> = {
  'ACCESS.CAMPAIGN_ACCESS_NOT_HELD': 403,
  'ACCESS.LAST_ADMIN': 409,
  'ACCESS.OWN_GRANT': 403,
  'ACCESS.SCOPE_NOT_HELD': 403,
  'API_KEY.ALREADY_LIVE': 409,
  'API_KEY.NOT_FOUND': 404,
  'AUTH.OTP_ENROLMENT_REQUIRED': 403,
  'AUTH.OTP_REJECTED': 401,
  'AUTH.OTP_REQUIRED': 401,
  'AUTH.SIGN_IN_FAILED': 401,
  'AUTH.SIGN_IN_THROTTLED': 429,
  'AUTH.UNAUTHENTICATED': 401,
  'CAMPAIGN.FORBIDDEN_TARGET': 403,
  'CAMPAIGN.INVALID': 422,
  'CAMPAIGN.NOT_FOUND': 404,
  'CAMPAIGN.NOT_OPEN': 410,
  'CAMPAIGN.WRONG_DISTRIBUTION': 409,
  'CAMPAIGN.WRONG_STATE': 409,
  'COMPANY.FORBIDDEN_TARGET': 403,
  'COMPANY.INVALID': 422,
  'COMPANY.NOT_FOUND': 404,
  'EMPLOYEE.ANONYMISED': 409,
  'EMPLOYEE.INVALID': 422,
  'EMPLOYEE.NOT_DELETED': 409,
  'EMPLOYEE.NOT_FOUND': 404,
  'EMPLOYEE.RESTORE_CONFLICT': 422,
  'EMPLOYEE.SOFT_DELETED': 409,
  'FILTER.INVALID': 422,
  'FILTER.NOT_FOUND': 404,
  'INVITATION.NOT_FOUND': 404,
  'INVITATION.UNKNOWN': 401,
  'LIST.INVALID': 422,
  'PERMISSION.DUPLICATE': 409,
  'PERMISSION.INVALID': 422,
  'PERMISSION.NOT_FOUND': 404,
  'PROFILE.BUILTIN': 409,
  'PROFILE.INVALID': 422,
  'PROFILE.IN_USE': 409,
  'PROFILE.NOT_FOUND': 404,
  'QUESTIONNAIRE.INVALID': 422,
  'REPORT.INVALID': 422,
  'REPORT.NOT_FOUND': 404,
  'RESPONSE.ALREADY_SUBMITTED': 409,
  'RESPONSE.INVALID': 422,
  'SIGN_IN.INVALID': 422,
  'USER.DISABLED': 409,
  'USER.INVALID': 422,
  'USER.INVITATION_INVALID': 409,
  'USER.NOT_FOUND': 404,
  'USER.NOT_INVITED': 409,
  'USER.SELF_DISABLE': 409,
  'USER_TOKEN.INVALID': 422,
  'USER_TOKEN.NOT_FOUND': 404,
  'USER_TOKEN.SESSION_REQUIRED': 403,
  'VERSION.MISMATCH': 412,
  'WEBHOOK_DELIVERY.NOT_FINISHED': 409,
  'WEBHOOK_DELIVERY.NOT_FOUND': 404,
  'WEBHOOK_ENDPOINT.DISABLED': 409,
  'WEBHOOK_ENDPOINT.INVALID': 422,
  'WEBHOOK_ENDPOINT.LIMIT_REACHED': 409,
  'WEBHOOK_ENDPOINT.NOT_FOUND': 404,
};

/** Every (class, code) the domain can raise, with an error of that class and code. */
const raised = [
  ...raisedDomainErrors(CODE_TAKING).map(({ className, code }) => ({
    className,
    code,
    error: (CODE_TAKING[className] as CodeTakingClass).build(code),
  })),
  ...Object.entries(FIXED_CODE).map(([className, build]) => ({ className, code: build().code, error: build() })),
];

describe('statusOfDomainError', () => {
  it('knows how to build every error class the domain exports', () => {
    const classes = Object.entries(domain)
      .filter(
        ([, value]) =>
          typeof value === 'function' && (value as { prototype: unknown }).prototype instanceof DomainError,
      )
      .map(([name]) => name);
    expect(classes.sort()).toEqual([...Object.keys(CODE_TAKING), ...Object.keys(FIXED_CODE)].sort());
  });

  it('lists every code the sources raise, and only those', () => {
    expect([...new Set(raised.map((r) => r.code))].sort()).toEqual(Object.keys(STATUS_OF_CODE).sort());
  });

  it('finds every error code constant the domain exports raised somewhere', () => {
    const exported: unknown[] = Object.values(domain);
    const constants = exported.filter((v): v is string => typeof v === 'string' && ERROR_CODE.test(v));
    expect(constants.filter((code) => !raised.some((r) => r.code === code))).toEqual([]);
  });

  it.each(raised.map((r) => [r.code, r.className, r.error] as const))(
    '%s (%s) answers its status',
    (code, _className, error) => {
      expect(statusOfDomainError(error)).toBe(STATUS_OF_CODE[code]);
    },
  );
});
