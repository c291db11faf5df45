import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { httpSmsProvider } from './http-sms-provider';
import { localSmsProvider, type SmsConsole } from './local-sms-provider';
import type { SmsProvider } from './sms-provider';

export const createSmsProvider = (config: Config, db: Db, clock: Clock, print?: SmsConsole): SmsProvider =>
  config.sms.kind === 'http' ? httpSmsProvider(config.sms) : localSmsProvider(db, clock, print);
