/**
 * The path of every route, free of schema code so the SPA can import them without TypeBox.
 * routes.ts builds the full route table (with schemas) on top of this.
 */
export const routePaths = {
  user: '/api/user',
  qrLogin: '/api/wxSrv/qrLogin',
  qrState: '/api/wxSrv/qrState',
  templateList: '/api/template/list',
  templateStyle: '/api/template/style',
  cvNew: '/api/cv/new',
  cvDownload: '/api/cv/download',
  cvPreview: '/api/cv/preview',
  cvSetTemplate: '/api/cv/setTemplate',
  cvGet: '/api/cv/get',
  cvCounter: '/api/cv/counter',
  cvList: '/api/cv/list',
  cvDelete: '/api/cv/delete',
  indexButton: '/api/index/button',
  goodsList: '/api/goods/list',
  prepay: '/api/wxSrv/prepay',
  queryPay: '/api/wxSrv/queryPay',
  userOrders: '/api/user/orders',
  personalSave: '/api/personal/save',
  personalGet: '/api/personal/get',
  moduleSave: '/api/module/save',
  moduleDelete: '/api/module/delete',
  moduleList: '/api/module/list',
  aiGenContent: '/api/ai/genContent',
  tipPosition: '/api/tip/position',
  tipMajor: '/api/tip/major',
  avatarUpload: '/api/avatar/upload',
} as const;

export type RoutePathName = keyof typeof routePaths;
