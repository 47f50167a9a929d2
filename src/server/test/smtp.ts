import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A port nobody listens on yet: the "SMTP server is down" address, where the real one starts later. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface TestSmtp {
  /** Every message accepted, raw RFC 5322 text, in arrival order. */
  received: string[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on `port`. `mode`: `accept` takes every mail, `silent` accepts the
 * connection and never greets (a hung server), `reject` answers 550 to every recipient. Test support only.
 */
export async function startSmtp(port: number, mode: 'accept' | 'silent' | 'reject' = 'accept'): Promise<TestSmtp> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Never calling back holds the greeting back for good.
    onConnect: (_session, callback) => (mode === 'silent' ? undefined : callback()),
    onRcptTo: (_address, _session, callback) =>
      mode === 'reject' ? callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })) : callback(),
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
