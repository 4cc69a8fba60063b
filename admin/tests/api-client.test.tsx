import { ApiFailure } from '@brocante/shared';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { api, renewAccessToken, renewSession, SESSION_RENEWAL_LOCK } from '../src/lib/api-client';
import { session } from '../src/lib/session';
import { server } from './server';

const strapiError = (status: number, name: string, message: string, details: object = {}) =>
  HttpResponse.json({ data: null, error: { status, name, message, details } }, { status });

async function failure(path: string): Promise<ApiFailure> {
  try {
    await api.get(path);
  } catch (error) {
    return error as ApiFailure;
  }
  throw new Error('the call should have failed');
}

describe('API client error mapping', () => {
  it('reads a 400 from the parsed error, a taken name as the French message', async () => {
    server.use(http.get('*/api/taken', () => strapiError(400, 'ValidationError', 'name has already been taken')));
    server.use(
      http.get('*/api/field', () =>
        strapiError(400, 'ValidationError', 'Adresse e-mail invalide.', {
          errors: [{ path: ['email'], message: 'Adresse e-mail invalide.' }],
        }),
      ),
    );
    expect((await failure('/taken')).message).toBe('Ce nom est déjà utilisé.');
    const field = await failure('/field');
    expect(field.message).toBe('Adresse e-mail invalide.');
    expect(field.fieldErrors).toEqual({ email: 'Adresse e-mail invalide.' });
  });

  it('reads a 404 from the parsed error', async () => {
    server.use(http.get('*/api/missing', () => strapiError(404, 'NotFoundError', "Cette inscription n'existe pas.")));
    expect((await failure('/missing')).message).toBe("Cette inscription n'existe pas.");
  });

  it('turns bad-request and internal errors into the loading message', async () => {
    server.use(http.get('*/api/bad', () => strapiError(400, 'BadRequestError', 'Bad Request')));
    server.use(http.get('*/api/broken', () => strapiError(500, 'InternalServerError', 'Internal Server Error')));
    expect((await failure('/bad')).message).toBe("Il s'est produit une erreur lors du chargement des données.");
    expect((await failure('/broken')).message).toBe("Il s'est produit une erreur lors du chargement des données.");
  });

  it('shows the message of other statuses', async () => {
    server.use(
      http.get('*/api/slow', () => strapiError(429, 'RateLimitError', 'Trop de demandes. Réessayez dans quelques minutes.')),
    );
    expect((await failure('/slow')).message).toBe('Trop de demandes. Réessayez dans quelques minutes.');
  });

  it("sends a 401 to sign-in with the page to come back to, saying 'Accès refusé'", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/registrations', search: '?page=2', assign });
    server.use(
      http.get('*/api/registrations', () => strapiError(401, 'UnauthorizedError', 'Accès refusé')),
      http.post('*/api/auth/refresh', () => strapiError(401, 'UnauthorizedError', 'Accès refusé')),
    );
    try {
      const error = await failure('/registrations');
      expect(error.message).toBe('Accès refusé');
      expect(assign).toHaveBeenCalledWith('/admin/sign-in?redirectTo=%2Fregistrations%3Fpage%3D2&denied=1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renews an expired access token from the session cookie and replays the call', async () => {
    let renewed = false;
    server.use(
      http.post('*/api/auth/refresh', () => {
        renewed = true;
        return HttpResponse.json({ jwt: 'fresh-token' });
      }),
      http.get('*/api/locations', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh-token'
          ? HttpResponse.json({ data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } })
          : strapiError(401, 'UnauthorizedError', 'Accès refusé'),
      ),
    );
    await expect(api.get('/locations')).resolves.toMatchObject({ data: [] });
    expect(renewed).toBe(true);
  });

  it('renews the session of an app opened with no network, whose first call has no token (Strapi: 403), and replays it', async () => {
    session.end();
    server.use(
      http.post('*/api/auth/refresh', () => HttpResponse.json({ jwt: 'back-online' })),
      http.post('*/api/check-in', ({ request }) =>
        request.headers.get('authorization') === 'Bearer back-online'
          ? HttpResponse.json({ data: { exhibitors: [], refused: [] } })
          : strapiError(403, 'ForbiddenError', 'Forbidden'),
      ),
    );
    await expect(api.post('/check-in', { data: { actions: [] } })).resolves.toEqual({ data: { exhibitors: [], refused: [] } });
    expect(session.signedInHere).toBe(true);
    // With a token, a 403 is the server's no: said, not renewed.
    server.use(http.get('*/api/refunds', () => strapiError(403, 'ForbiddenError', 'Forbidden')));
    expect((await failure('/refunds')).status).toBe(403);
  });

  it('tells a session the server ended from a network that does not answer', async () => {
    server.use(http.post('*/api/auth/refresh', () => HttpResponse.error()));
    expect(await renewSession()).toBe('unreachable');
    server.use(http.post('*/api/auth/refresh', () => strapiError(401, 'UnauthorizedError', 'Accès refusé')));
    session.set('still-here');
    expect(await renewSession()).toBe('over');
    expect(session.signedInHere).toBe(false);
  });

  it('renews only once the other tabs have finished renewing (one lock for all tabs)', async () => {
    let release!: () => void;
    const otherTab = new Promise<void>((resolve) => (release = resolve));
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, work: () => Promise<unknown>) => {
          names.push(name);
          await otherTab;
          return work();
        },
      },
    });
    let renewals = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        renewals += 1;
        return HttpResponse.json({ jwt: 'after-the-other-tab' });
      }),
    );
    try {
      const renewal = renewAccessToken();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(renewals).toBe(0);
      release();
      await expect(renewal).resolves.toBe('after-the-other-tab');
      expect(renewals).toBe(1);
      expect(names).toEqual([SESSION_RENEWAL_LOCK]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the same call again while the server upgrades (503 with Retry-After), and says at once a 503 without it', async () => {
    const upgrading = () =>
      HttpResponse.json(
        { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Mise à jour du serveur', details: {} } },
        { status: 503, headers: { 'retry-after': '1' } },
      );
    const answers = [upgrading(), HttpResponse.json({ data: { name: 'Brocante 2027' } })];
    const bodies: unknown[] = [];
    let downCalls = 0;
    server.use(
      http.post('*/api/editions', async ({ request }) => {
        bodies.push(await request.json());
        return answers.shift()!;
      }),
      http.get('*/api/down', () => {
        downCalls += 1;
        return strapiError(503, 'ServiceUnavailableError', 'Service indisponible.');
      }),
    );
    await expect(api.post('/editions', { name: 'Brocante 2027' })).resolves.toEqual({ data: { name: 'Brocante 2027' } });
    expect(bodies).toEqual([{ name: 'Brocante 2027' }, { name: 'Brocante 2027' }]);
    expect((await failure('/down')).message).toBe("Il s'est produit une erreur lors du chargement des données.");
    expect(downCalls).toBe(1);
  }, 10_000);
});
