/**
 * The Chinese words the product shows for values of the contract: module styles' default names, genders, order
 * states, and the mark of an AI placeholder. Apart from constants.ts so that a screen which shows none of them (the
 * home route) does not load them: the bundler places a module whole in one chunk.
 */
import type { ModuleStyle, TradeState } from './entities.ts';

export const GENDERS = [
  { value: 0, label: '未填' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;

/** Chinese default name of each module style. The default module is education (SPEC 3). */
export const MODULE_STYLE_NAMES: Record<ModuleStyle, string> = {
  edu: '教育经历',
  work: '工作经历',
  project: '项目经历',
  skill: '专业技能',
  honor: '荣誉奖项',
  summary: '自我评价',
  custom: '自定义模块',
};

export const TRADE_STATE_DESC: Record<TradeState, string> = {
  SUCCESS: '支付成功',
  NOTPAY: '未支付',
  CLOSED: '已关闭',
  REFUND: '已退款',
};

/**
 * The mock's AI never writes a real employer into the user's experience: it writes a descriptive placeholder that
 * starts with this character ('某互联网公司'), which the AI review and 简历诊断 ask the user to replace.
 */
export const AI_PLACEHOLDER_PREFIX = '某';
/** An English resume's AI placeholders are bracketed descriptions: '[An e-commerce company]'. */
export const isAiPlaceholder = (text: string): boolean =>
  text.trim().startsWith(AI_PLACEHOLDER_PREFIX) || /^\[[^\]]+\]$/.test(text.trim());
