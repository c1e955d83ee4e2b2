/**
 * Runs every clean-up step of a suite's `afterAll` in order, even when an earlier one fails (a server that
 * will not die must not leave its database behind), then rethrows the first failure.
 * @throws the first error a step threw.
 */
export async function cleanUp(steps: ReadonlyArray<() => Promise<unknown> | undefined>): Promise<void> {
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
