// An e-mail address as the Chinese model reads it: a common mail domain one letter off (user1@dqq.com, user3@dq.com,
// User1@qdq.com for qq.com) and a capital the address did not have (User2@example.com, a line's first letter). Mail
// is delivered whatever the case of the address (RFC 5321 asks hosts to treat it so), so lower case loses nothing. A
// domain that is not one letter from a common one is left as read.
import { oneEditApart } from './latin-words';

/** The mail domains of most Chinese resumes. */
const COMMON_DOMAINS = [
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  '139.com',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'aliyun.com',
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
];

const ADDRESS = /([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** A domain as read, or the common one it is one letter from (none when it is one itself or near two). */
function domainOf(read: string): string {
  if (COMMON_DOMAINS.includes(read)) return read;
  const near = COMMON_DOMAINS.filter((d) => oneEditApart(read, d));
  return near.length === 1 ? near[0]! : read;
}

/** A line's e-mail addresses in lower case, their common domains spelled right. */
export const emailsMended = (text: string): string =>
  text.replace(
    ADDRESS,
    (_, local: string, domain: string) => `${local.toLowerCase()}@${domainOf(domain.toLowerCase())}`,
  );
