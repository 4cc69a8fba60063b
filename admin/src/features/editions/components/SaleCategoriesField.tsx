import { SALE_CATEGORIES, SALE_CATEGORY_LABELS, MAX_SALE_CATEGORIES, type SaleCategory } from '@brocante/shared';
import { Checkbox } from '@brocante/ui';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The categories of what is sold an edition offers its exhibitors, ticked in the catalogue (sale-categories.ts); the
 * form holds them as one text, the keys separated by commas (settings-fields.ts).
 */
export function SaleCategoriesField({
  name,
  value,
  error,
  onChange,
  readOnly,
}: {
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  readOnly: boolean;
}) {
  const chosen = new Set(value.split(',').filter(Boolean));
  const toggle = (key: SaleCategory, checked: boolean) => {
    if (readOnly) return;
    if (checked) chosen.add(key);
    else chosen.delete(key);
    onChange(SALE_CATEGORIES.filter((category) => chosen.has(category)).join(','));
  };
  return (
    <fieldset className="edition-fieldset">
      <legend>Ce qui se vend</legend>
      <p className="field-description">
        Les catégories que les exposants peuvent cocher en s'inscrivant ({MAX_SALE_CATEGORIES} au plus chacun) ; le plan public
        les montre par emplacement. Aucune : on ne leur demande rien.
      </p>
      <div className="form-grid">
        {SALE_CATEGORIES.map((key) => (
          <Checkbox key={key} name={`${name}-${key}`} checked={chosen.has(key)} onChange={(checked) => toggle(key, checked)}>
            {capitalised(SALE_CATEGORY_LABELS[key].fr)}
          </Checkbox>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
