/** What a new resume starts from (SPEC 3): its personal info and its default module, education. */
import { DEFAULT_GENDER, DEFAULT_MODULE_SORT } from './constants.ts';
import type { Personal } from './entities.ts';
import { MODULE_STYLE_NAMES } from './labels.ts';

/** A new resume's personal info (SPEC 3): every text empty, gender 0 (cv/get of a new resume answers this). */
export const emptyPersonal = (cid: string): Personal => ({
  cid,
  name: '',
  wish: '',
  exps: '',
  phone: '',
  avatar: '',
  avatar_url: '',
  email: '',
  birthday: '',
  gender: DEFAULT_GENDER,
});

export const DEFAULT_EDU_MODULE = {
  name: MODULE_STYLE_NAMES.edu,
  alias: MODULE_STYLE_NAMES.edu,
  content: '[]',
  style: 'edu' as const,
  sort: DEFAULT_MODULE_SORT,
  custom: 0,
};
