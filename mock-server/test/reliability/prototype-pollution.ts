/**
 * The check that no request polluted a built-in prototype of this process (the app runs in it): the own property
 * names of Object, Array, Function and String prototypes, as they were when this file was loaded, and a probe object.
 */

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const baseline = PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort().join(','));

/** Throws when a request polluted a built-in prototype of this process (the app runs in it). */
export function expectNoPrototypePollution(what: string): void {
  PROTOTYPES.forEach((p, i) => {
    if (Object.getOwnPropertyNames(p).sort().join(',') !== baseline[i]) throw new Error(`${what}: prototype polluted`);
  });
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined) throw new Error(`${what}: prototype polluted`);
}
