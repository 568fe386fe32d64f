// Where a purchase started and what the user was doing (issue 27): /payment?from=/edit/abc&download=abc. The query
// is carried to /payment/success, whose page offers the way back and continues the download (or creation) there.
// Kept in the URL so a reload, or the phone's pay page and back, keeps it.

export interface PaymentReturn {
  /** The in-app path the user came from ('/edit/abc', '/my-resumes'...). */
  from: string;
  /** A download refused for lack of quota: the resume to download after paying. */
  download?: string;
  /** A creation refused for lack of quota: the template to create from after paying. */
  create?: string;
}

/** Only paths inside this app (never '//host' or 'https://...'): the query is user-controlled. */
function isInAppPath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/payment');
}

/** The query string ('?from=...') of a return, or '' when there is nothing to come back to. */
export function paymentReturnQuery(ret: PaymentReturn | null): string {
  if (!ret || !isInAppPath(ret.from)) return '';
  const params = new URLSearchParams({ from: ret.from });
  if (ret.download) params.set('download', ret.download);
  if (ret.create) params.set('create', ret.create);
  return `?${params.toString()}`;
}

export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const from = search.get('from');
  if (!isInAppPath(from)) return null;
  const download = search.get('download');
  const create = search.get('create');
  return { from, ...(download ? { download } : {}), ...(create ? { create } : {}) };
}

/** What the way back is called: '返回简历' for the editor, '返回我的简历'... */
export function returnLabel(from: string): string {
  if (from.startsWith('/edit/')) return '返回简历';
  if (from.startsWith('/my-resumes')) return '返回我的简历';
  if (from.startsWith('/resume-templates')) return '返回模板';
  if (from.startsWith('/ai')) return '返回 AI 生成';
  return '返回';
}
