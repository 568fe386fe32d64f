/**
 * A scenario file (fixtures/scenarios/NAME.json): a demo state described as data, loaded by POST /__mock/scenario,
 * the panel, the MCP `scenario` tool and createMock({ scenario }). Its users are new ones each time it is loaded (a
 * scenario never changes someone else's account); the first user is logged in and its token answered. Users are
 * named by `ref` inside the file; a resume, order or ticket naming a ref no user has is refused.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MockForceBody } from './control.ts';

const Ref = Type.String({ pattern: '^[a-z][a-z0-9-]{0,29}$', description: "a user's name inside this file" });

export const ScenarioModule = Type.Object(
  {
    style: Type.String({ minLength: 1, maxLength: 20, description: 'the module style: edu, work, project, ...' }),
    name: Type.Optional(Type.String({ maxLength: 30, description: 'its title; default: the style’s name' })),
    content: Type.Array(Type.Unknown(), { description: 'the entries, as module/save stores them' }),
  },
  { additionalProperties: false },
);

/** A resume as the demo users of fixtures/demo-users.json have them. */
export const ScenarioResume = Type.Object(
  {
    template: Type.String({ minLength: 1, maxLength: 64 }),
    /** An image under fixtures/ copied into the uploads as the resume's avatar. */
    avatar: Type.Optional(Type.String({ maxLength: 200, pattern: '^(?!.*\\.\\.)[A-Za-z0-9_/-]+\\.(png|jpe?g|webp)$' })),
    personal: Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()])),
    modules: Type.Array(ScenarioModule, { maxItems: 8 }),
  },
  { additionalProperties: false },
);
export type ScenarioResume = Static<typeof ScenarioResume>;

export const ScenarioUser = Type.Object(
  {
    ref: Ref,
    nickname: Type.String({ minLength: 1, maxLength: 30 }),
    /** Left as the free quota of fixtures/settings.json when absent; null is unlimited. */
    resumes_left: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    downloads_left: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    /** Days of VIP from the mock clock's now; null: none. */
    vip_days: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()])),
    /** The login answered for the first user: 'valid' (default) or 'expired' (its next call answers 401). */
    login: Type.Optional(Type.Union([Type.Literal('valid'), Type.Literal('expired')])),
  },
  { additionalProperties: false },
);

export const MockScenarioFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    /** The panel's button. */
    title: Type.String({ minLength: 1, maxLength: 20 }),
    /** What the state is, in a sentence (answered with the token). */
    note: Type.String({ minLength: 1, maxLength: 200 }),
    users: Type.Array(ScenarioUser, { minItems: 1, maxItems: 50 }),
    resumes: Type.Optional(
      Type.Array(Type.Object({ user: Ref, ...ScenarioResume.properties }, { additionalProperties: false })),
    ),
    orders: Type.Optional(
      Type.Array(
        Type.Object(
          {
            user: Ref,
            goods_id: Type.Integer({ minimum: 1 }),
            state: Type.Union([Type.Literal('NOTPAY'), Type.Literal('SUCCESS'), Type.Literal('CLOSED')]),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    /** Login QR tickets: waiting (just shown), scanned, or confirmed by a user. */
    tickets: Type.Optional(
      Type.Array(
        Type.Object(
          {
            state: Type.Union([Type.Literal('waiting'), Type.Literal('scanned'), Type.Literal('confirmed')]),
            user: Type.Optional(Ref),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    /** Forced replies, as POST /__mock/force takes them. */
    forced: Type.Optional(Type.Array(MockForceBody)),
    /** Moves the session's mock clock forward by this much first. */
    clock_advance_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 * 365 * 86_400_000 })),
  },
  { additionalProperties: false },
);
export type MockScenarioFile = Static<typeof MockScenarioFile>;

/** GET /__mock/scenarios: each loadable scenario file. */
export const MockScenarioList = Type.Array(
  Type.Object({ name: Type.String(), title: Type.String(), note: Type.String() }),
);
export type MockScenarioList = Static<typeof MockScenarioList>;
