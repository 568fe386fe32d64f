import { Type, type TSchema } from '@sinclair/typebox';

/** Every reply body is `{code, data, msg}` (DESIGN 3). */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), data, msg: Type.String() });

/** The one envelope type of the repo: every reply body, server and client side. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}
