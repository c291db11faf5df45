import { desc } from 'drizzle-orm';
import {
  type CaptchaPoint,
  type CaptchaResponse,
  type CaptchaType,
  DEMO_PASSWORD,
  isDualVerificationPending,
  type Session,
  SmsType,
} from '@contract';
import { smsMessages } from '../../../server/db/schema';
import { readCaptchaAnswer } from '../../../server/services/captcha/read-captcha-answer';
import { md5, type TestApp } from './test-app';

/** Anonymous JSON POST from a given address (rate limits are per address). */
export function postAnon(t: TestApp, url: string, body: unknown, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress: ip,
  });
}

export async function getCaptcha(t: TestApp, captchaType: CaptchaType, ip?: string): Promise<CaptchaResponse> {
  return (await postAnon(t, '/park/captcha/get', { captchaType, clientUid: 'test', ts: Date.now() }, ip)).json();
}

export async function checkCaptcha(t: TestApp, captchaType: CaptchaType, token: string, points: unknown): Promise<CaptchaResponse> {
  return (await postAnon(t, '/park/captcha/check', { captchaType, token, pointJson: JSON.stringify(points) })).json();
}

/** The stored answer, read from the database as only a test can. */
export const answerOf = (t: TestApp, token: string) =>
  readCaptchaAnswer({ db: t.database.db, clock: t.clock, config: {} as never }, token) as Promise<CaptchaPoint & CaptchaPoint[]>;

/** Solves a slider challenge and answers the verification string. */
export async function solvedVerification(t: TestApp): Promise<string> {
  const got = await getCaptcha(t, 'blockPuzzle');
  const token = got.repData?.token ?? '';
  const checked = await checkCaptcha(t, 'blockPuzzle', token, await answerOf(t, token));
  if (!checked.repData?.captchaVerification) throw new Error(`captcha not passed: ${checked.repMsg}`);
  return checked.repData.captchaVerification;
}

/** The code in the newest message the local provider stored. */
export async function lastSmsCode(t: TestApp): Promise<string> {
  const [m] = await t.database.db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(1);
  const code = m?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error('no SMS stored');
  return code;
}

let dualAddress = 0;
/** Signs in an account with dual verification (shuangyz): the password, then the SMS code the local provider stored. */
export async function loginWithSmsCode(t: TestApp, loginName: string, password = DEMO_PASSWORD): Promise<Session> {
  const ip = `10.77.${Math.floor(++dualAddress / 250)}.${dualAddress % 250}`;
  const step = await t.app.inject({
    method: 'POST',
    url: '/park/login/auth',
    payload: new URLSearchParams({ loginName, password: md5(password) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
  const answer = step.json().data;
  if (!isDualVerificationPending(answer)) throw new Error(`${loginName} has no dual verification`);
  await postAnon(t, '/park/login/sendSms', { type: SmsType.dualVerification, dualVerificationToken: answer.dualVerificationToken }, ip);
  const code = await lastSmsCode(t);
  const query = new URLSearchParams({
    code,
    dualVerificationToken: answer.dualVerificationToken,
    mobilePhone: answer.mobilePhone,
    type: String(SmsType.dualVerification),
  });
  const done = await t.app.inject({ method: 'POST', url: `/park/login/phoneCode?${query}`, remoteAddress: ip });
  const body = done.json();
  if (body.code !== 200) throw new Error(`dual verification of ${loginName} failed: ${body.msg}`);
  return body.data as Session;
}
