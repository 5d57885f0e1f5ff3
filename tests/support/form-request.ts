// Requests to a Hono app in the test's own process as a browser on `origin` sends them: a session cookie,
// and forms posted urlencoded with the page's Origin (which the CSRF checks read) unless the test gives
// another.
export type FormRequest = RequestInit & { cookie?: string; form?: Record<string, string> };

export function formRequests(app: { request(url: string, init: RequestInit): Response | Promise<Response> }, origin: string) {
  return async (path: string, init: FormRequest = {}): Promise<Response> => {
    const { cookie, form, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('Cookie', cookie);
    let body = rest.body;
    if (form) {
      body = new URLSearchParams(form).toString();
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      if (!headers.has('Origin')) headers.set('Origin', origin);
    }
    return app.request(`${origin}${path}`, { ...rest, headers, body, ...(form && !rest.method && { method: 'POST' }) });
  };
}

/** Signs in to the owner's inbox at `base`: the session cookie and the CSRF token its pages carry. */
export async function ownerSession(request: ReturnType<typeof formRequests>, base: string, password: string) {
  const res = await request(`${base}/sign-in`, { form: { password } });
  const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  const page = await (await request(base, { cookie })).text();
  return { response: res, cookie, csrf: /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '' };
}
