/**
 * The command line of the observed scripts (observed.ts and the commands it runs): `--name value`, `--name=value`
 * and bare `--flag` options, and failing with a message on stderr and exit code 1.
 */

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `--name value` / `--name=value` and bare `--flag`s. */
export function options(args: string[]) {
  const out = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) out.set(arg.slice(2, eq), arg.slice(eq + 1));
    else if (args[i + 1] !== undefined && !(args[i + 1] as string).startsWith('--'))
      out.set(arg.slice(2), args[++i] as string);
    else out.set(arg.slice(2), true);
  }
  return out;
}
