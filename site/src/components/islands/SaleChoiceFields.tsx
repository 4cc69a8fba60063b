import { useId, type ReactNode } from 'react';
import type { SaleCategory } from '@brocante/shared';
import type { SaleChoiceWords } from '../../i18n/sale-words';

/**
 * A checkbox in its label, styled as the form's (.field.checkbox). Not @brocante/ui's Checkbox: this step is fetched
 * when opened, and sharing that component with the form would move it out of the form's first JavaScript into a chunk
 * of its own, over the registration page's budget (scripts/page-weight.mjs).
 */
function Tick({
  name,
  checked,
  onChange,
  onBlur,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="field checkbox">
      <label>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />{' '}
        {children}
      </label>
    </div>
  );
}

/**
 * What an exhibitor will sell, among the categories their edition offers, and whether the public plan names them: one
 * fieldset, its name read with each checkbox, on the registration form and on the registrant's page (`offered` in the
 * catalogue's order, as the server gives it).
 */
/** A form's field as useSchemaForm gives it. */
interface Field<Value> {
  value: Value;
  error: string | null;
  onChange: (value: Value) => void;
  onBlur: () => void;
}

/** The two fields of a form (the registration's, the registrant's page's) this step fills in. */
interface SaleFields {
  (name: 'saleCategories'): Field<SaleCategory[]>;
  (name: 'nameOnPlan'): Field<boolean>;
}

export default function SaleChoiceFields({
  offered,
  field,
  texts,
}: {
  offered: readonly SaleCategory[];
  field: SaleFields;
  texts: SaleChoiceWords;
}) {
  const categories = field('saleCategories');
  const nameOnPlan = field('nameOnPlan');
  const hintId = useId();
  const toggle = (key: SaleCategory, checked: boolean) =>
    categories.onChange(offered.filter((category) => (category === key ? checked : categories.value.includes(category))));
  return (
    // Named, not titled: its title is already on screen, the form's step or the private page's section says it.
    <fieldset className="sale-choice" aria-label={texts.legend} aria-describedby={hintId}>
      <p className="form-hint" id={hintId}>
        {texts.hint}
      </p>
      <ul className="sale-categories">
        {offered.map((key) => (
          <li key={key}>
            <Tick
              name={`saleCategories-${key}`}
              checked={categories.value.includes(key)}
              onChange={(checked) => toggle(key, checked)}
              onBlur={categories.onBlur}
            >
              {texts.categories[key]}
            </Tick>
          </li>
        ))}
      </ul>
      {categories.error && (
        <p className="field-error" role="alert">
          {categories.error}
        </p>
      )}
      <Tick name="nameOnPlan" checked={nameOnPlan.value} onChange={nameOnPlan.onChange}>
        {texts.nameOnPlan}
      </Tick>
      <p className="form-hint">{texts.nameOnPlanDescription}</p>
    </fieldset>
  );
}
