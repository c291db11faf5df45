import { defineCall } from './call';
import { operationLogPageSchema, operationLogQuerySchema } from './operation-log';

/** 操作日志 (contract/operation-log.ts). */
export const operationLogCalls = {
  listOperationLogs: defineCall({
    method: 'GET',
    path: '/park/operationLog/list',
    permission: '/JCSZ/CZRZ',
    input: operationLogQuerySchema,
    output: operationLogPageSchema,
  }),
};
