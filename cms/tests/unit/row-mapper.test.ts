import { describe, expect, it } from 'vitest';
import { rowMapper } from '../../src/lib/row-mapper';
import { formColumns, registrationRows } from '../../src/engine/rows';

describe("a table's row mapper", () => {
  it("writes a registration's fields as the columns Strapi names them", () => {
    expect(registrationRows.row({ paidAmount: 5, firstName: 'Marie', accessKeyHash: null })).toEqual({
      paid_amount: 5,
      first_name: 'Marie',
      access_key_hash: null,
    });
  });

  it('writes a JSON field as its text, and every field of the public form to its own column', () => {
    expect(registrationRows.row({ saleCategories: ['toys', 'books'], nameOnPlan: true })).toEqual({
      sale_categories: '["toys","books"]',
      name_on_plan: true,
    });
    expect(registrationRows.row({ saleCategories: null })).toEqual({ sale_categories: null });
    const form = {
      kind: 'neighbor',
      firstName: 'Marie',
      lastName: 'Dupont',
      email: 'marie@example.be',
      phone: '0470 12 34 56',
      street: 'Rue du Ramier',
      houseNumber: '12',
      postalCode: '1170',
      city: 'Watermael-Boitsfort',
      comment: '',
      pitchCount: 1,
      acceptsRules: true,
      acceptsPrivacy: true,
      wantsInvitation: false,
      language: 'nl',
      saleCategories: ['toys'],
      nameOnPlan: false,
    } as const;
    const row = registrationRows.row(formColumns({ ...form, saleCategories: [...form.saleCategories] }));
    expect(Object.keys(row)).toHaveLength(Object.keys(form).length);
    expect(row).toMatchObject({ first_name: 'Marie', house_number: '12', sale_categories: '["toys"]', language: 'nl' });
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
