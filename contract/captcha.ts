import { z } from './zod-locale';
import { numberParam, text } from './fields';

/**
 * Captcha of SPEC §3/§4 in the AJ-Captcha shape: `POST /park/captcha/get` and `/park/captcha/check` answer
 * `{repCode, repMsg, repData}` (not the usual envelope). The answer stays on the server.
 *
 * - pointJson is plain JSON: we issue an empty secretKey (AJ's "no encryption" mode). A key sent beside the data
 *   it "protects" adds nothing over HTTPS; the answer is checked on the server and a token is checked once.
 * - A passed check answers `captchaVerification` = `${token}---${pointJson}` (AJ with an empty key), which the
 *   server stored hashed for 3 minutes; login, SMS sending and password reset each consume one.
 */
export const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** SPEC §9: the reference picture. */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;
/** Width of the slider's jigsaw image (the piece with its tabs); it is as tall as the picture. */
export const CAPTCHA_PIECE_WIDTH = 47;
/** SPEC §9: 3 clicks. */
export const CAPTCHA_CLICK_COUNT = 3;
/** Client timeout for captcha calls (SPEC §7). */
export const CAPTCHA_TIMEOUT_MS = 40_000;
/** SPEC §4: success closes after about 1 s; slider failure refreshes after 1 s; click-word checks 400 ms after the third click and refreshes 700 ms after a failure. */
export const CAPTCHA_SUCCESS_CLOSE_MS = 1000;
export const CAPTCHA_SLIDER_RETRY_MS = 1000;
export const CAPTCHA_CLICK_CHECK_DELAY_MS = 400;
export const CAPTCHA_CLICK_RETRY_MS = 700;

export const CaptchaRepCode = {
  success: '0000',
  /** The token is unknown, used or expired. */
  expired: '6110',
  /** Wrong answer. */
  failed: '6111',
  /** Too many get requests: the client clears its pictures (SPEC §8). */
  getLimit: '6201',
  /** Malformed request. */
  invalid: '6206',
} as const;

export const CaptchaMsg = {
  success: '成功',
  expired: '验证码已失效，请重新获取',
  failed: '验证失败',
  getLimit: 'get接口请求次数超限，请稍后再试!',
  invalid: '无效请求，请重新获取验证码',
  /** Slider hint and click-word prompt. */
  sliderHint: '向右滑动完成验证',
  clickPrompt: '请依次点击',
} as const;

export const captchaGetSchema = z.object({
  captchaType: z.enum(CAPTCHA_TYPES),
  clientUid: text(100).optional(),
  /** The client's clock in ms (unused). */
  ts: numberParam(z.number().int().nonnegative()).optional(),
});
export type CaptchaGetInput = z.infer<typeof captchaGetSchema>;

export const captchaCheckSchema = z.object({
  captchaType: z.enum(CAPTCHA_TYPES),
  /** Slider `{"x":…, "y":…}`; click-word `[{"x":…, "y":…}, …]`, in picture pixels (310 × 155). */
  pointJson: text(1000, { required: CaptchaMsg.invalid }),
  token: text(200, { required: CaptchaMsg.invalid, trim: false }),
});
export type CaptchaCheckInput = z.infer<typeof captchaCheckSchema>;

export const captchaPointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type CaptchaPoint = z.infer<typeof captchaPointSchema>;

export const captchaRepDataSchema = z.object({
  captchaType: z.enum(CAPTCHA_TYPES).optional(),
  token: z.string().optional(),
  /** Always empty: pointJson travels as plain JSON (see above). */
  secretKey: z.string().optional(),
  originalImageBase64: z.string().optional(),
  jigsawImageBase64: z.string().optional(),
  wordList: z.array(z.string()).optional(),
  captchaVerification: z.string().optional(),
  result: z.boolean().optional(),
});
export type CaptchaRepData = z.infer<typeof captchaRepDataSchema>;

export const captchaResponseSchema = z.object({
  repCode: z.string(),
  repMsg: z.string().nullable(),
  repData: captchaRepDataSchema.nullable(),
  success: z.boolean().optional(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

/** `GET /park/captcha/config`: whether login, SMS and reset need a verification on this server. */
export const captchaConfigSchema = z.object({ enabled: z.boolean() });
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** Builds the AJ verification string from a token and the pointJson that passed. */
export const captchaVerificationOf = (token: string, pointJson: string): string => `${token}---${pointJson}`;
