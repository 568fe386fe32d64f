/**
 * The method and path of every route, free of schema code so the SPA can import them without TypeBox.
 * routes.ts builds the full route table (with schemas) on top of this; the SPA's endpoints call routeRequest().
 */
export const routeEndpoints = {
  user: { method: 'GET', path: '/api/user' },
  qrLogin: { method: 'POST', path: '/api/wxSrv/qrLogin' },
  qrState: { method: 'POST', path: '/api/wxSrv/qrState' },
  templateList: { method: 'POST', path: '/api/template/list' },
  templateStyle: { method: 'POST', path: '/api/template/style' },
  cvNew: { method: 'POST', path: '/api/cv/new' },
  cvDownload: { method: 'POST', path: '/api/cv/download' },
  cvPreview: { method: 'POST', path: '/api/cv/preview' },
  cvSetTemplate: { method: 'POST', path: '/api/cv/setTemplate' },
  cvGet: { method: 'POST', path: '/api/cv/get' },
  cvCounter: { method: 'POST', path: '/api/cv/counter' },
  cvList: { method: 'POST', path: '/api/cv/list' },
  cvDelete: { method: 'POST', path: '/api/cv/delete' },
  indexButton: { method: 'POST', path: '/api/index/button' },
  goodsList: { method: 'POST', path: '/api/goods/list' },
  prepay: { method: 'POST', path: '/api/wxSrv/prepay' },
  queryPay: { method: 'POST', path: '/api/wxSrv/queryPay' },
  repay: { method: 'POST', path: '/api/wxSrv/repay' },
  closeOrder: { method: 'POST', path: '/api/wxSrv/closeOrder' },
  userOrders: { method: 'POST', path: '/api/user/orders' },
  personalSave: { method: 'POST', path: '/api/personal/save' },
  personalGet: { method: 'GET', path: '/api/personal/get' },
  moduleSave: { method: 'POST', path: '/api/module/save' },
  moduleDelete: { method: 'POST', path: '/api/module/delete' },
  moduleList: { method: 'POST', path: '/api/module/list' },
  aiGenContent: { method: 'POST', path: '/api/ai/genContent' },
  tipPosition: { method: 'POST', path: '/api/tip/position' },
  tipMajor: { method: 'POST', path: '/api/tip/major' },
  avatarUpload: { method: 'POST', path: '/api/avatar/upload' },
} as const;

export type RoutePathName = keyof typeof routeEndpoints;

/** The path of every route. */
export const routePaths = Object.fromEntries(
  Object.entries(routeEndpoints).map(([name, endpoint]) => [name, endpoint.path]),
) as { readonly [N in RoutePathName]: (typeof routeEndpoints)[N]['path'] };
