/** The HTTP calls of server/routes/website.ts, as the client makes them (contract/call.ts). */
export const websiteCalls = {};
