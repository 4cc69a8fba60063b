import { describe, expect, it } from 'vitest';
import { ApiFailure, errorMessageForResponse, responseFieldErrors } from '../src/api-error.js';
import { TEXTS } from '../src/texts.js';

const strapiError = (status: number, name: string, message: string, details: Record<string, unknown> = {}) => ({
  data: null,
  error: { status, name, message, details },
});

describe('error mapping', () => {
  it('shows the parsed message of a 400 or a 404', () => {
    expect(errorMessageForResponse(400, strapiError(400, 'ValidationError', 'Adresse e-mail invalide.'), TEXTS)).toBe(
      'Adresse e-mail invalide.',
    );
    expect(
      errorMessageForResponse(404, strapiError(404, 'NotFoundError', "Cette page ou cette donnée n'existe pas."), TEXTS),
    ).toBe("Cette page ou cette donnée n'existe pas.");
  });

  it('turns a taken name into the French message', () => {
    expect(errorMessageForResponse(400, strapiError(400, 'ValidationError', 'name has already been taken'), TEXTS)).toBe(
      'Ce nom est déjà utilisé.',
    );
    expect(errorMessageForResponse(400, strapiError(400, 'ValidationError', 'This attribute must be unique'), TEXTS)).toBe(
      'Ce nom est déjà utilisé.',
    );
  });

  it('hides bad-request and internal errors behind the loading message', () => {
    expect(errorMessageForResponse(400, strapiError(400, 'BadRequestError', 'Bad Request'), TEXTS)).toBe(
      "Il s'est produit une erreur lors du chargement des données.",
    );
    expect(errorMessageForResponse(500, strapiError(500, 'InternalServerError', 'Internal Server Error'), TEXTS)).toBe(
      "Il s'est produit une erreur lors du chargement des données.",
    );
    expect(errorMessageForResponse(502, 'not json', TEXTS)).toBe("Il s'est produit une erreur lors du chargement des données.");
  });

  it('says access is denied on a 401', () => {
    expect(errorMessageForResponse(401, strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'), TEXTS)).toBe(
      'Accès refusé',
    );
  });

  it('shows the message of other statuses', () => {
    expect(errorMessageForResponse(403, strapiError(403, 'ForbiddenError', 'Forbidden action'), TEXTS)).toBe('Forbidden action');
    expect(errorMessageForResponse(429, strapiError(429, 'RateLimitError', 'Trop de demandes.'), TEXTS)).toBe(
      'Trop de demandes.',
    );
  });
});

describe('field errors of a refused call', () => {
  it("maps a 400's details to a message per field path", () => {
    const body = strapiError(400, 'ValidationError', 'Adresse e-mail invalide.', {
      code: 'validation',
      errors: [
        { path: ['email'], message: 'Adresse e-mail invalide.' },
        { path: ['refunds', 0], message: 'IBAN invalide.' },
      ],
    });
    expect(responseFieldErrors(body)).toEqual({ email: 'Adresse e-mail invalide.', 'refunds.0': 'IBAN invalide.' });
  });

  it('gives none without field errors, or without a body', () => {
    expect(responseFieldErrors(strapiError(404, 'NotFoundError', 'Introuvable.'))).toEqual({});
    expect(responseFieldErrors(null)).toEqual({});
    expect(responseFieldErrors(undefined)).toEqual({});
    expect(responseFieldErrors('not json')).toEqual({});
  });
});

describe('the failure a client throws', () => {
  it('carries the French message, the status and the field errors of a response', () => {
    const failure = ApiFailure.fromResponse(
      400,
      strapiError(400, 'ValidationError', 'Adresse e-mail invalide.', {
        errors: [{ path: ['email'], message: 'Adresse e-mail invalide.' }],
      }),
      TEXTS,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      message: 'Adresse e-mail invalide.',
      status: 400,
      fieldErrors: { email: 'Adresse e-mail invalide.' },
    });
  });

  it('says the loading error when nothing answered', () => {
    expect(ApiFailure.fromResponse(0, null, TEXTS)).toMatchObject({
      message: "Il s'est produit une erreur lors du chargement des données.",
      status: 0,
      fieldErrors: {},
    });
  });
});
