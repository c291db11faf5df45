/**
 * The error catalogue of SPEC §8: codes the server answers with and the messages the app shows.
 * Server and client both read from here so the wording never drifts.
 */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
  /** Token missing, unknown or expired: re-login. */
  tokenExpired: 20011,
  /** The school's service has expired: forced re-login (shown with 40003). */
  schoolExpired: 2226,
  schoolExpiredShown: 40003,
  /** Expiry info to store: expiration time and school ids. */
  schoolExpiryInfo: 2225,
  /** Success that resolves as data. */
  successData: 2200,
  /** Errors the app never toasts. */
  silent: 3008,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status for an envelope code: business codes above 999 travel on a 4xx/5xx that fits. */
export function httpStatusFor(code: number): number {
  if (code === 200 || code === 2200) return 200;
  if (code === ErrorCode.tokenExpired) return 401;
  if (code === ErrorCode.schoolExpired || code === ErrorCode.schoolExpiryInfo) return 403;
  if (code >= 400 && code < 600) return code;
  return 400;
}

export const Msg = {
  tokenExpired: '登录已过期,需重新登录',
  schoolExpired: '园所已过期，请重新登录',
  networkError: '系统繁忙,请稍后再试',
  transportError: '网络繁忙,请稍后再试',
  systemError: '系统错误',
  forbidden: '您没有权限访问该园所的数据',
  notFound: '请求的资源不存在',
  tooManyRequests: '操作过于频繁，请稍后再试',
  badDatasign: '请求签名(datasign)校验失败，请刷新页面后重试',
  missingDatasign: '缺少请求签名(datasign)，请刷新页面后重试',
  loginFailed: '用户名或密码错误',
  loginNameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请先完成安全验证',
  accountDisabled: '该账号已停用，请联系管理员',
  noSchool: '该账号未关联任何园所，请联系管理员',
  schoolRequired: '园区不能为空',
  noPendingOrders: '该园所暂无待缴费订单',
  logoutConfirm: '请确认是否退出系统?',
  cancelled: '已取消',
  offline: '当前处于离线状态，该操作需要网络连接',
  success: '操作成功',
  modified: '修改成功',
  invalidParams: '请求参数不正确',
  /** A row the change names is gone, or belongs to another school. */
  missingRow: '数据不存在或已被删除',
  classHasStudents: '该班级下还有幼儿，不能删除',
  /** A sync client id already used by another account on this device. */
  clientIdTaken: '该设备的同步记录属于其他账号',
} as const;

/** SPEC §8: failures that are never shown as a toast. */
export const SILENT_MESSAGES = new Set(['系统错误', 'system error', '二维码已失效']);
