import { randomBytes } from 'node:crypto';
import type { InvitationKey, InvitePosition } from '@contract';
import type { invitationKeys } from '../../../db/schema';

type KeyRow = typeof invitationKeys.$inferSelect;

/** 96 random bits, URL-safe: short enough to read out, too many to guess. */
export const newInvitationKey = (): string => randomBytes(12).toString('base64url');

export const secondsLeft = (expiresAt: Date, now: Date): number => Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));

export const toInvitationKey = (row: KeyRow, position: InvitePosition, now: Date): InvitationKey => ({
  key: row.key,
  timeout: secondsLeft(row.expiresAt, now),
  expireTime: row.expiresAt.getTime(),
  ...position,
});
