/** A small HTTP client for the API, as a browser or the admin would call it. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiClient(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body:
        options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string) => call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body: unknown, token?: string) => call<T>('PUT', path, { body, token }),
    delete: <T = any>(path: string, token?: string) => call<T>('DELETE', path, { token }),
    async signIn(identifier = 'benevole@example.be', password = 'Brocante-2027'): Promise<string> {
      const response = await call<{ jwt: string }>('POST', '/api/auth/local', { body: { identifier, password } });
      if (response.status !== 200) throw new Error(`Connexion refusée (${response.status}): ${JSON.stringify(response.body)}`);
      return response.body.jwt;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export function neighborRegistration(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'neighbor',
    firstName: 'Marie',
    lastName: 'Dupont',
    email: 'marie.dupont@example.be',
    phone: '0470 12 34 56',
    street: 'Rue du Ramier',
    houseNumber: '5',
    postalCode: '1170',
    city: 'Watermael-Boitsfort',
    comment: '',
    acceptsRules: true,
    acceptsPrivacy: true,
    ...overrides,
  };
}

export function visitorRegistration(overrides: Record<string, unknown> = {}) {
  return neighborRegistration({
    kind: 'visitor',
    firstName: 'Jean',
    lastName: 'Peeters',
    email: 'jean.peeters@example.be',
    street: 'Chaussée de Waterloo',
    houseNumber: '100',
    postalCode: '1180',
    city: 'Uccle',
    ...overrides,
  });
}
