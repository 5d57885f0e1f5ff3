// Texts (SMS) through Twilio's official SDK, behind one small interface: the rest of the server sees
// `sendText(to, body)` and never the SDK. Twilio answers error 21610 when the number replied STOP (it then
// refuses every message to it until the person texts START): that is an answer, `opted-out`, never retried;
// so is a number no text can reach (`undeliverable`: a landline). Every other failure throws, and the outbox
// tries again later as it does for emails.
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

/** Twilio's error code for a message to a number that opted out (replied STOP). */
export const OPTED_OUT = 21610;
/**
 * Twilio's errors for a number no text can reach however often it is tried: not a valid number (21211), not
 * a mobile (21614: a landline, which a US number cannot be told from beforehand), unreachable (21612), or a
 * region the account does not send to (21408).
 */
const UNDELIVERABLE = new Set([21211, 21408, 21612, 21614]);

export interface TextSender {
  /** The sending number (or Messaging Service), for the log: no secret. */
  readonly from: string;
  /** Sends one text; `opted-out` when the number replied STOP, `undeliverable` (Twilio's code) when it cannot get texts. */
  sendText(to: string, body: string): Promise<'sent' | 'opted-out' | { undeliverable: number }>;
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** An E.164 number of the account, or a Messaging Service SID (MG…). */
  from: string;
  /** TWILIO_API_BASE: another address for Twilio's REST API (a stand-in for tests). Default Twilio's own. */
  apiBase?: string;
  /** For the whole request. Default 15 s: a send that hangs must not hold its job for long. */
  timeoutMs?: number;
}

/** The host every request of the SDK's Messages API goes to. */
const TWILIO_API = 'https://api.twilio.com';

/**
 * The SDK has no option for the API's address (only Twilio's own regions and edges), so a custom HTTP
 * client, which the SDK accepts as `httpClient`, sends each request to TWILIO_API_BASE instead: the SDK's
 * own client with the address rewritten, so everything else (authentication, form encoding, errors) is the SDK's.
 */
class RebasedClient extends twilio.RequestClient {
  constructor(
    private readonly base: string,
    opts: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(opts);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API) ? `${this.base}${opts.uri.slice(TWILIO_API.length)}` : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

export function createTwilioSender(opts: TwilioOptions): TextSender {
  const timeout = opts.timeoutMs ?? 15_000;
  const base = opts.apiBase?.replace(/\/+$/, '');
  const client = twilio(opts.accountSid, opts.authToken, {
    timeout,
    // 429 (too many requests) is waited out by the SDK itself, a few times, before the outbox's own retries.
    autoRetry: true,
    maxRetries: 3,
    ...(base && base !== TWILIO_API && { httpClient: new RebasedClient(base, { timeout, autoRetry: true, maxRetries: 3 }) }),
  });
  const sender = opts.from.startsWith('MG') ? { messagingServiceSid: opts.from } : { from: opts.from };
  return {
    from: opts.from,
    async sendText(to, body) {
      try {
        await client.messages.create({ to, body, ...sender });
        return 'sent';
      } catch (error) {
        // The SDK's error says what Twilio answered (its code and words); the credentials are never in it.
        const { code, status, message } = error as { code?: number; status?: number; message?: string };
        if (code === OPTED_OUT) return 'opted-out';
        if (code !== undefined && UNDELIVERABLE.has(code)) return { undeliverable: code };
        throw new Error(code ? `Twilio error ${code}${status ? ` (HTTP ${status})` : ''}: ${message ?? ''}`.trim() : (message ?? String(error)));
      }
    },
  };
}
