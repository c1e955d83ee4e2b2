/**
 * Port: a list of passwords that attackers try first (leaked, common, keyboard walks). A new password found in
 * it is refused (docs/sign-in.md#passwords). Adapters: `ZxcvbnCommonPasswords` of `@employee/security-node` in the
 * service, `InMemoryCommonPasswords` of `@employee/domain/testing` in tests.
 */
export interface CommonPasswords {
  /** True when `password` is on the list, compared without regard to letter case. */
  has(password: string): boolean;
}
