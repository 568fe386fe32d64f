/**
 * A fuzzed request as the arbitraries describe it and Harness.fuzz sends it: method, URL, headers, body and peer
 * address, with Refs standing for the ids of the harness's two users and their resources until the case runs.
 */

/** A placeholder resolved against the harness state when the case runs (ids change as fuzzing deletes things). */
export class Ref {
  constructor(readonly name: RefName) {}
  toString(): string {
    return `Ref(${this.name})`;
  }
  /** In a JSON body a Ref is a marker string that Harness.resolveJson replaces with the real (typed) value. */
  toJSON(): string {
    return `@@ref:${this.name}@@`;
  }
}

export type RefName =
  | 'token:A'
  | 'token:B'
  | 'user:A'
  | 'user:B'
  | 'cid:A'
  | 'cid:B'
  | 'module:A'
  | 'module:B'
  | 'order:A'
  | 'order:B'
  | 'upload:A'
  | 'upload:B'
  | 'ticket'
  | 'template'
  | 'goods';

export interface InjectCase {
  method: string;
  url: string;
  headers?: Record<string, string | Ref>;
  payload?: string | Buffer;
  remoteAddress?: string;
}
