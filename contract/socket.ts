/**
 * The handshake of our authenticated WebSockets (/sync/ws, /park/notice/ws, /api/bus/ws): browsers cannot set headers
 * on a WebSocket and a token in the URL would end up in logs, so the first message is `{type:'hello', token}`; the
 * server answers `{type:'ready'}`, or closes with SOCKET_UNAUTHORIZED (a bad token, or no hello within 10 s). An open
 * socket is closed with the same code the moment its session ends (logout, password change, device signed out,
 * 离职, expiry). A client does not reconnect after that code: the token will not get better (the session's own checks
 * send the user to /login). The server sends `ready` again when the member's rights or working school changed: it
 * serves the new ones from then on, and the client catches up as after a reconnect.
 */
export const SOCKET_UNAUTHORIZED = 4401;
/** The server could not read the session (a database failure): the client reconnects with backoff and says hello. */
export const SOCKET_RETRY = 1011;
export const SOCKET_HELLO_TIMEOUT_MS = 10_000;
