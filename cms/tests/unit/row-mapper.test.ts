import { describe, expect, it } from 'vitest';
import { rowMapper } from '../../src/lib/row-mapper';
import { registrationRows } from '../../src/engine/rows';

describe("a table's row mapper", () => {
  it("writes a registration's fields as the columns Strapi names them", () => {
    expect(registrationRows.row({ paidAmount: 5, firstName: 'Marie', accessKeyHash: null })).toEqual({
      paid_amount: 5,
      first_name: 'Marie',
      access_key_hash: null,
    });
  });

  it('reads them back under their field names, with the query alias', () => {
    expect(registrationRows.select(['documentId', 'status', 'pitchCount'], 'r')).toEqual([
      'r.document_id as documentId',
      'r.status',
      'r.pitch_count as pitchCount',
    ]);
    expect(registrationRows.column('anonymisedAt')).toBe('anonymised_at');
  });

  it('refuses a field its content type does not have, or a relation (they live in link tables)', () => {
    const mapper = rowMapper({
      collectionName: 'things',
      attributes: { name: { type: 'string' }, owner: { type: 'relation' } },
    });
    // @ts-expect-error: not a field of the schema
    expect(() => mapper.row({ nmae: 'x' })).toThrow("things n'a pas de champ « nmae »");
    expect(() => mapper.column('owner' as never)).toThrow('« owner »');
  });
});
