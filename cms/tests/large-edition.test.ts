import { describe, expect, it } from 'vitest';
import { BNP_HEADER } from './support/bank-statements';
import { api, server, staff, useStrapi } from './support/strapi-server';

useStrapi({ signIn: true });

/** An edition the size of the big braderies', written straight to the database: what its volunteers still do at once. */
describe('a large braderie', () => {
  it('suggests who a line naming no one may have paid among 70,000 registrations awaiting payment, past the databases’ limit of parameters', async () => {
    const db = server.strapi.db.connection;
    const [{ date: edition }] = await db('editions').orderBy('date', 'desc').limit(1).select('date');
    const now = new Date().toISOString();
    await db.raw(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 70000)
       INSERT INTO registrations (document_id, kind, first_name, last_name, email, status, amount, payment_reference, edition, created_at, updated_at, published_at)
       SELECT 'grande' || CAST(i AS TEXT), 'visitor', 'Prénom', CASE WHEN i = 4242 THEN 'Dupuis' ELSE 'Grande' END, 'grande' || CAST(i AS TEXT) || '@example.be',
              'pending', 15, CAST(800000000000 + i AS TEXT), ?, ?, ?, ? FROM n`,
      [edition, now, now, now],
    );
    const line = `2027-0900;02/04/2027;02/04/2027;15,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;DUPUIS;;VIREMENT DE DUPUIS;Accepté;`;
    const preview = await api.post(
      '/api/bank-imports',
      { data: { fileName: 'grande.csv', content: `${BNP_HEADER}\n${line}`, dryRun: true } },
      staff,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const [only] = preview.body.data.lines as { result: string; suggestions: { name: string }[] }[];
    expect(only!.result).toBe('unknown-reference');
    // The payer's name names one of them: first of the three suggested.
    expect(only!.suggestions.map((suggestion) => suggestion.name)[0]).toBe('Dupuis Prénom');
  });
});
