/**
 * The handshake of our authenticated WebSockets (/sync/ws, /park/notice/ws): browsers cannot set headers on a
 * WebSocket and a token in the URL would end up in logs, so the first message is `{type:'hello', token}`; the server
 * answers `{type:'ready'}`, or closes with SOCKET_UNAUTHORIZED (a bad token, or no hello within 10 s). A client does
 * not reconnect after that code: the token will not get better (the session's own checks send the user to /login).
 */
export const SOCKET_UNAUTHORIZED = 4401;
export const SOCKET_HELLO_TIMEOUT_MS = 10_000;
