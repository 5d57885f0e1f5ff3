// A stand-in for Twilio's REST API on 127.0.0.1, reached through TWILIO_API_BASE: it answers the Messages
// create endpoint (POST /2010-04-01/Accounts/<sid>/Messages.json) as Twilio does, keeps each message it
// took, and can answer for a number as Twilio does once it replied STOP (error 21610), for a landline
// (21614), or fail for a while.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeText {
  account: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
  /** The Basic user the SDK sent (the account SID). */
  user: string;
}

export interface FakeTwilio {
  /** Use as TWILIO_API_BASE. */
  baseUrl: string;
  /** Every message taken, in order. */
  texts: FakeText[];
  /** Numbers (E.164) that replied STOP: messages to them get 21610. */
  stopped: Set<string>;
  /** Numbers that are landlines: messages to them get 21614 ("not a mobile number"). */
  landlines: Set<string>;
  /** The next `n` requests fail with HTTP 500 (Twilio's outage), then it answers again. */
  failNext(n: number): void;
  /** Requests of every kind received, answered or not. */
  requests: number;
  close(): Promise<void>;
}

const MESSAGES = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/;

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const texts: FakeText[] = [];
  const stopped = new Set<string>();
  const landlines = new Set<string>();
  let failing = 0;
  const fake = { requests: 0 };
  const server = createServer((req, res) => {
    fake.requests++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const match = MESSAGES.exec(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      if (req.method !== 'POST' || !match) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const user = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':')[0] ?? '';
      if (user !== match[1]) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (failing > 0) {
        failing--;
        return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const to = form.get('To') ?? '';
      if (stopped.has(to)) return answer(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', more_info: 'https://www.twilio.com/docs/errors/21610', status: 400 });
      if (landlines.has(to)) return answer(400, { code: 21614, message: "'To' number is not a valid mobile number", more_info: 'https://www.twilio.com/docs/errors/21614', status: 400 });
      const text: FakeText = {
        account: match[1]!,
        to,
        body: form.get('Body') ?? '',
        user,
        ...(form.get('From') && { from: form.get('From')! }),
        ...(form.get('MessagingServiceSid') && { messagingServiceSid: form.get('MessagingServiceSid')! }),
      };
      texts.push(text);
      answer(201, { sid: `SM${String(texts.length).padStart(32, '0')}`, account_sid: text.account, to, from: text.from ?? null, body: text.body, status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    texts,
    stopped,
    landlines,
    failNext: (n) => {
      failing = n;
    },
    get requests() {
      return fake.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
