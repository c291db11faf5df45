import { defineCall } from '../call';
import {
  invitationKeySchema,
  invitationSchoolBodySchema,
  invitationSchoolQuerySchema,
  INVITE_PERMISSION,
  invitePositionsSchema,
  joinInfoSchema,
  joinKeyQuerySchema,
  joinRequestSchema,
  joinResultSchema,
} from './invitations';

/** The HTTP calls of server/routes/org/invitations.ts, as the client makes them (contract/call.ts). */
export const invitationsCalls = {
  getInvitationKey: defineCall({
    method: 'GET',
    path: '/park/registration/getKey',
    permission: INVITE_PERMISSION,
    input: invitationSchoolQuerySchema,
    output: invitationKeySchema,
  }),
  listInvitePositions: defineCall({
    method: 'GET',
    path: '/park/registration/positions',
    permission: INVITE_PERMISSION,
    input: invitationSchoolQuerySchema,
    output: invitePositionsSchema,
  }),
  changeInvitationKey: defineCall({
    method: 'POST',
    path: '/park/registration/changeKey',
    permission: INVITE_PERMISSION,
    input: invitationSchoolBodySchema,
    output: invitationKeySchema,
  }),
  checkJoinKey: defineCall({
    method: 'GET',
    path: '/park/registration/anon/expire',
    anonymous: true,
    input: joinKeyQuerySchema,
    output: joinInfoSchema,
  }),
  joinSchool: defineCall({
    method: 'POST',
    path: '/park/registration/anon/join',
    anonymous: true,
    input: joinRequestSchema,
    output: joinResultSchema,
  }),
};
