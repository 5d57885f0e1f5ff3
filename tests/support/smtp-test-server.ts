// A local SMTP server for tests (the smtp-server package): it keeps every message it receives in memory,
// asks for a user name and password, and can be stopped and started again on the same port, as a mail
// provider that goes down and comes back would be. Nothing leaves the machine.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope. */
  from: string;
  to: string[];
  /** The whole message as sent: headers and body. */
  raw: string;
  /** A header's value, unfolded (the first one with that name). */
  header(name: string): string | undefined;
  /** The text after the headers. */
  body: string;
}

export interface SmtpTestServer {
  readonly port: number;
  /** SMTP_URL for this server, with its user name and password. */
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Stops answering: connections are refused until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export const SMTP_TEST_USER = 'site';
export const SMTP_TEST_PASSWORD = 'test-password';

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const);
  return { from, to, raw, body: raw.slice(split + 4), header: (name) => headers.find(([key]) => key === name.toLowerCase())?.[1] };
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = async () => {
    const next = new SMTPServer({
      // Plain connections on loopback: no certificate to make, and AUTH is allowed without TLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid user name or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
          mails.push(parse(Buffer.concat(chunks).toString('utf8'), from, session.envelope.rcptTo.map((r) => r.address)));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${boundPort}`;
    },
    mails,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: () => (server ? Promise.resolve() : listen()),
  };
}
