import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Flag declarations as `parseArgs` takes them. */
type FlagOptions = NonNullable<ParseArgsConfig['options']>;
/** What `parseArgs` gives for `T`'s flags, strict and without positional arguments. */
type FlagValues<T extends FlagOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; strict: true; allowPositionals: false; options: T }>
>['values'];

/** A command line a script cannot run: unknown or missing flag, positional argument, malformed value. */
export class UsageError extends Error {}

/**
 * The values of `argv`'s flags as `options` declares them (`node:util` `parseArgs`, strict, no positional
 * arguments): the one flag reader of the scripts' CLIs.
 * @throws UsageError on an unknown flag, a positional argument or a flag without its value.
 */
export function parseFlags<const T extends FlagOptions>(argv: readonly string[], options: T): FlagValues<T> {
  try {
    return parseArgs({ args: [...argv], strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
