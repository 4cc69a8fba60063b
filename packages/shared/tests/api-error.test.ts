import { describe, expect, it } from 'vitest';
import { errorMessageForResponse } from '../src/api-error.js';

const strapiError = (status: number, name: string, message: string, details: Record<string, unknown> = {}) => ({
  data: null,
  error: { status, name, message, details },
});

describe('error mapping (specification section 8)', () => {
  it('shows the parsed message of a 400 or a 404', () => {
    expect(errorMessageForResponse(400, strapiError(400, 'ValidationError', 'Adresse e-mail invalide.'))).toBe(
      'Adresse e-mail invalide.',
    );
    expect(errorMessageForResponse(404, strapiError(404, 'NotFoundError', "Cette page ou cette donnée n'existe pas."))).toBe(
      "Cette page ou cette donnée n'existe pas.",
    );
  });

  it('turns a taken name into the French message', () => {
    expect(errorMessageForResponse(400, strapiError(400, 'ValidationError', 'name has already been taken'))).toBe(
      'Ce nom est déjà utilisé.',
    );
    expect(errorMessageForResponse(400, strapiError(400, 'ValidationError', 'This attribute must be unique'))).toBe(
      'Ce nom est déjà utilisé.',
    );
  });

  it('hides bad-request and internal errors behind the loading message', () => {
    expect(errorMessageForResponse(400, strapiError(400, 'BadRequestError', 'Bad Request'))).toBe(
      "Il s'est produit une erreur lors du chargement des données.",
    );
    expect(errorMessageForResponse(500, strapiError(500, 'InternalServerError', 'Internal Server Error'))).toBe(
      "Il s'est produit une erreur lors du chargement des données.",
    );
    expect(errorMessageForResponse(502, 'not json')).toBe("Il s'est produit une erreur lors du chargement des données.");
  });

  it('says access is denied on a 401', () => {
    expect(errorMessageForResponse(401, strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'))).toBe(
      'Accès refusé',
    );
  });

  it('shows the message of other statuses', () => {
    expect(errorMessageForResponse(403, strapiError(403, 'ForbiddenError', 'Forbidden action'))).toBe('Forbidden action');
    expect(errorMessageForResponse(429, strapiError(429, 'RateLimitError', 'Trop de demandes.'))).toBe('Trop de demandes.');
  });
});
