/** Reads the JSON seed data of fixtures/ once per app; shapes are checked against the contract schemas. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Goods, MajorTip, PositionTip, ScenarioResume, TemplateItem } from '@cv/contract';

/** The seed data's folder: the fixtures package (a workspace here, bundled in the mock's npm tarball). */
export const FIXTURES_DIR = path.dirname(createRequire(import.meta.url).resolve('@cv/fixtures/package.json'));

const Settings = Type.Object({
  free_quota: Type.Object({ resumes: Type.Integer({ minimum: 0 }), downloads: Type.Integer({ minimum: 0 }) }),
  resume_counter_baseline: Type.Integer({ minimum: 0 }),
});

const DemoUser = Type.Object({
  openid: Type.String(),
  nickname: Type.String(),
  resumes: Type.Array(ScenarioResume),
});

const StringList = Type.Array(Type.String());
const AiFamily = Type.Object({
  id: Type.String(),
  name: Type.String(),
  keywords: StringList,
  titles: Type.Object({ junior: Type.String(), mid: Type.String(), senior: Type.String() }),
  companies: StringList,
  duties: StringList,
  achievements: StringList,
  projects: Type.Array(Type.Object({ name: Type.String(), desc: Type.String() })),
  skills: StringList,
  summary: Type.Object({ junior: Type.String(), mid: Type.String(), senior: Type.String() }),
});
export type AiFamily = Static<typeof AiFamily>;

const corpus = (minItems: number) =>
  Type.Object({ fallback: Type.String(), families: Type.Array(AiFamily, { minItems }) });
const AiCorpus = corpus(12);
/** The English corpus (English editions' resumes): the same shape, fewer job families. */
const AiCorpusEn = corpus(6);
export type AiCorpus = Static<typeof AiCorpus>;
export type DemoUser = Static<typeof DemoUser>;

export interface Fixtures {
  settings: Static<typeof Settings>;
  templates: TemplateItem[];
  styles: TemplateItem[];
  goods: Goods[];
  demoUsers: DemoUser[];
  positionTips: PositionTip[];
  majorTips: MajorTip[];
  aiCorpus: AiCorpus;
  /** What AI and the tips answer for an English resume (an English edition's template), written by hand. */
  en: { positionTips: PositionTip[]; majorTips: MajorTip[]; aiCorpus: AiCorpus };
}

function read<T extends TSchema>(dir: string, file: string, schema: T, fallback?: Static<T>): Static<T> {
  const full = path.join(dir, file);
  if (!fs.existsSync(full) && fallback !== undefined) return fallback;
  const value: unknown = JSON.parse(fs.readFileSync(full, 'utf8'));
  if (!Value.Check(schema, value)) {
    const first = Value.Errors(schema, value).First();
    throw new Error(`fixtures/${file} does not match its schema at ${first?.path ?? '?'}: ${first?.message ?? ''}`);
  }
  return value;
}

export function loadFixtures(dir: string): Fixtures {
  return {
    settings: read(dir, 'settings.json', Settings),
    templates: read(dir, 'templates.json', Type.Array(TemplateItem)),
    styles: read(dir, 'styles.json', Type.Array(TemplateItem)),
    goods: read(dir, 'goods.json', Type.Array(Goods)),
    demoUsers: read(dir, 'demo-users.json', Type.Array(DemoUser), []),
    positionTips: read(dir, 'tips-positions.json', Type.Array(PositionTip), []),
    majorTips: read(dir, 'tips-majors.json', Type.Array(MajorTip), []),
    aiCorpus: read(dir, 'ai-corpus.json', AiCorpus, { fallback: '', families: [] }),
    en: {
      positionTips: read(dir, 'tips-positions-en.json', Type.Array(PositionTip), []),
      majorTips: read(dir, 'tips-majors-en.json', Type.Array(MajorTip), []),
      aiCorpus: read(dir, 'ai-corpus-en.json', AiCorpusEn, { fallback: '', families: [] }),
    },
  };
}
