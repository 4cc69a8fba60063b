/**
 * A table's row ↔ domain translation, read from its content type's schema: a field `paidAmount` is
 * the column `paid_amount`, as Strapi names it. The engine's plain queries (the hot paths, where the
 * document service costs most) write and read a table only through its mapper, so a renamed or new
 * field is a change to the schema alone.
 */
type Schema = { collectionName: string; attributes: Record<string, { type: string }> };

/** The fields every Strapi row has besides its attributes. */
const BOOKKEEPING = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'] as const;

const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A table's fields: its schema's attributes and Strapi's own. */
export type FieldOf<S extends Schema> = (typeof BOOKKEEPING)[number] | Extract<keyof S['attributes'], string>;

export function rowMapper<S extends Schema>(schema: S) {
  type Field = FieldOf<S>;
  const jsonFields = new Set(
    Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type === 'json')
      .map(([field]) => field),
  );
  const timeFields = new Set(
    Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type === 'datetime')
      .map(([field]) => field),
  );
  const fields = new Set<string>([
    ...BOOKKEEPING,
    ...Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type !== 'relation')
      .map(([field]) => field),
  ]);
  const column = (field: Field): string => {
    if (!fields.has(field)) throw new Error(`${schema.collectionName} n'a pas de champ « ${field} »`);
    return columnOf(field);
  };
  return {
    table: schema.collectionName,
    /** Every column it maps: the schema's attributes, relations aside, and Strapi's own. */
    columns: [...fields].map(columnOf),
    /** The column of a field, prefixed by the query's alias when it has one (`r.paid_amount`). */
    column: (field: Field, alias?: string) => (alias ? `${alias}.${column(field)}` : column(field)),
    /**
     * Fields as a row, for an insert, an update or a condition: a JSON field as its text (PostgreSQL would read an array
     * as one of its own), a time given as its ISO text as a Date (SQLite keeps a Date's milliseconds, as Strapi does).
     */
    row(values: Partial<Record<Field, unknown>>): Record<string, unknown> {
      return Object.fromEntries(
        Object.entries(values).map(([field, value]) => [
          column(field as Field),
          value === null || value === undefined
            ? value
            : jsonFields.has(field)
              ? JSON.stringify(value)
              : timeFields.has(field) && typeof value === 'string'
                ? new Date(value)
                : value,
        ]),
      );
    },
    /** Columns to select, each named as its field (`r.first_name as firstName`). */
    select(selected: readonly Field[], alias?: string): string[] {
      return selected.map((field) => {
        const name = alias ? `${alias}.${column(field)}` : column(field);
        return name.endsWith(`.${field}`) || name === field ? name : `${name} as ${field}`;
      });
    },
  };
}
