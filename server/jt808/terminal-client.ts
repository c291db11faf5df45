import { connect, type Socket } from 'node:net';
import {
  decodeFrame,
  encodeFrame,
  FrameSplitter,
  MsgId,
  readPlatformResponse,
  readRegisterResponse,
  writeLocation,
  writeLocationBatch,
  writeRegister,
  type Location,
} from './codec';

export interface Answer {
  msgId: number;
  /** 0x8001: the result; 0x8100: the registration result. */
  result: number;
  /** 0x8100 only. */
  authCode?: string;
}

/**
 * A JT/T 808 terminal as a program (the bus simulator, the ingestion bench, the server tests): sends messages under
 * its phone number and resolves each with the platform's answer to its serial. Messages may be pipelined.
 */
export class TerminalClient {
  private serial = 0;
  private readonly waiting = new Map<number, (a: Answer) => void>();
  private readonly splitter = new FrameSplitter();
  private closed = false;

  private constructor(
    private readonly socket: Socket,
    readonly phone: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      let frames: Uint8Array[];
      try {
        frames = this.splitter.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const frame of frames) {
        let message: ReturnType<typeof decodeFrame>;
        try {
          message = decodeFrame(frame);
        } catch {
          continue; // a garbled answer: its request times out
        }
        const { header, body } = message;
        const reg = header.msgId === MsgId.registerResponse ? readRegisterResponse(body) : null;
        const answer: Answer = reg
          ? { msgId: header.msgId, result: reg.result, authCode: reg.authCode }
          : { msgId: header.msgId, result: readPlatformResponse(body).result };
        const serial = new DataView(body.buffer, body.byteOffset, body.byteLength).getUint16(0);
        this.waiting.get(serial)?.(answer);
        this.waiting.delete(serial);
      }
    });
    socket.on('close', () => {
      this.closed = true;
    });
  }

  static connect(host: string, port: number, phone: string): Promise<TerminalClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port }, () => resolve(new TerminalClient(socket, phone)));
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends raw bytes (a captured frame); the answer to `serial` resolves. */
  sendRaw(bytes: Uint8Array, serial: number, timeoutMs = 10_000): Promise<Answer> {
    const answered = this.expect(serial, timeoutMs);
    this.socket.write(bytes);
    return answered;
  }

  send(msgId: number, body: Uint8Array, timeoutMs = 10_000): Promise<Answer> {
    this.serial = (this.serial + 1) & 0xffff;
    return this.sendRaw(encodeFrame(msgId, body, { phone: this.phone, serial: this.serial }), this.serial, timeoutMs);
  }

  register(plate = ''): Promise<Answer> {
    return this.send(MsgId.register, writeRegister(this.phone.slice(-7), plate));
  }
  authenticate(code: string): Promise<Answer> {
    return this.send(MsgId.auth, new TextEncoder().encode(code));
  }
  heartbeat(): Promise<Answer> {
    return this.send(MsgId.heartbeat, new Uint8Array(0));
  }
  report(l: Omit<Location, 'time'> & { time: Date }): Promise<Answer> {
    return this.send(MsgId.location, writeLocation(l));
  }
  reportBatch(ls: (Omit<Location, 'time'> & { time: Date })[]): Promise<Answer> {
    return this.send(MsgId.locationBatch, writeLocationBatch(ls.map(writeLocation)));
  }

  /** Registers, then authenticates with the code it got; throws when either is refused. */
  async signIn(plate = ''): Promise<void> {
    const reg = await this.register(plate);
    if (reg.result !== 0 || !reg.authCode) throw new Error(`registration refused (${reg.result}) for ${this.phone}`);
    const auth = await this.authenticate(reg.authCode);
    if (auth.result !== 0) throw new Error(`authentication refused for ${this.phone}`);
  }

  close(): void {
    this.socket.end();
  }

  private expect(serial: number, timeoutMs: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(serial);
        reject(new Error(`no answer to serial ${serial} from the platform`));
      }, timeoutMs);
      this.waiting.set(serial, (a) => {
        clearTimeout(timer);
        resolve(a);
      });
    });
  }
}
