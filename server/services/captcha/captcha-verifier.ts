import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CaptchaVerifier } from '../context';
import { consumeCaptchaVerification } from './consume-captcha-verification';

/** The verifier login, SMS sending and password reset use: backed by the database, so any process can consume. */
export const databaseCaptchaVerifier = (db: Db, clock: Clock): CaptchaVerifier => ({
  verify: (captchaVerification) => consumeCaptchaVerification({ db, clock }, captchaVerification),
});
