import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

// The proxy itself, against an echo server: what a client of the proxied server would notice.

let echo: net.Server;
let echoPort: number;
let proxy: FaultProxy;
const received: Buffer[] = [];

beforeAll(async () => {
  echo = net.createServer((socket) => {
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      socket.write(chunk);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
  echoPort = (echo.address() as net.AddressInfo).port;
  proxy = await startFaultProxy({ host: '127.0.0.1', port: echoPort });
});
afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => echo?.close(resolve));
});

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function roundTrip(socket: net.Socket, text: string, timeoutMs = 500): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer')), timeoutMs);
    socket.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString());
    });
    socket.write(text);
  });
}

function closed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', () => {});
  });
}

describe('fault proxy', () => {
  it('passes bytes both ways, and rewrites a URL to itself', async () => {
    const socket = await connect();
    expect(await roundTrip(socket, 'hallo')).toBe('hallo');
    socket.destroy();
    expect(proxy.rewrite('postgres://u:p@db.example:5432/kp?sslmode=disable')).toBe(`postgres://u:p@127.0.0.1:${proxy.port}/kp?sslmode=disable`);
  });

  it('goes down: live connections get the farewell and close, new ones are refused, restore brings the same port back', async () => {
    const live = await connect();
    const ended = closed(live);
    await proxy.down({ farewell: Buffer.from('tot ziens') });
    expect(await ended).toBe('tot ziens');
    await expect(connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    await proxy.restore();
    const again = await connect();
    expect(await roundTrip(again, 'terug')).toBe('terug');
    again.destroy();
  });

  it('stalls: a connection is accepted but nothing comes back', async () => {
    await proxy.stall();
    const socket = await connect();
    await expect(roundTrip(socket, 'iemand thuis?', 200)).rejects.toThrow('no answer');
    socket.destroy();
    await proxy.restore();
  });

  it('cuts a connection after a number of bytes of the answer: the server got everything, the client only the start', async () => {
    received.length = 0;
    proxy.cutAfter(2, 'answer');
    const socket = await connect();
    const ended = closed(socket);
    socket.write('abcdefgh');
    expect(await ended).toBe('ab');
    await expect.poll(() => Buffer.concat(received).toString()).toBe('abcdefgh');
    await proxy.restore();
  });

  it('cuts a connection after a number of bytes, so the server sees only the start', async () => {
    received.length = 0;
    proxy.cutAfter(4);
    const socket = await connect();
    const ended = closed(socket);
    socket.write('abcdefgh');
    await ended;
    await expect.poll(() => Buffer.concat(received).toString()).toBe('abcd');
    await proxy.restore();
  });
});
