import { Type, type TSchema, type Static } from '@sinclair/typebox';

/** Every reply body is `{code, data, msg}` (DESIGN 3). */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), data, msg: Type.String() });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  data: Type.Null(),
  msg: Type.String(),
});

export interface ApiEnvelope<T> {
  code: number;
  data: T;
  msg: string;
}

export type StaticEnvelope<T extends TSchema> = ApiEnvelope<Static<T>>;
