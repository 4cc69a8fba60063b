import { useId } from 'react';
import { MAX_SALE_CATEGORIES, SALE_CATEGORIES, SALE_CATEGORY_LABELS, type Language, type SaleCategory } from '@brocante/shared';
import { Checkbox } from '@brocante/ui';
import { fill } from '../../i18n/fill';
import type { SiteTexts } from '../../i18n/types';

/**
 * What an exhibitor will sell, among the categories their edition offers, and whether the public plan names them: one
 * fieldset, its legend read with each checkbox, on the registration form and on the registrant's page.
 */
export function SaleChoiceFields({
  offered,
  categories,
  nameOnPlan,
  error,
  onChange,
  onBlur,
  language,
  texts,
}: {
  offered: readonly SaleCategory[];
  categories: readonly SaleCategory[];
  nameOnPlan: boolean;
  error: string | null;
  onChange: (choice: { saleCategories: SaleCategory[]; nameOnPlan: boolean }) => void;
  onBlur?: () => void;
  language: Language;
  texts: SiteTexts['saleChoice'];
}) {
  const hintId = useId();
  const toggle = (key: SaleCategory, checked: boolean) =>
    onChange({
      saleCategories: SALE_CATEGORIES.filter((category) => (category === key ? checked : categories.includes(category))),
      nameOnPlan,
    });
  return (
    <fieldset className="sale-choice" aria-describedby={hintId}>
      <legend>{texts.legend}</legend>
      <p className="form-hint" id={hintId}>
        {fill(texts.hint, { max: MAX_SALE_CATEGORIES })}
      </p>
      <ul className="sale-categories">
        {offered.map((key) => (
          <li key={key}>
            <Checkbox
              name={`saleCategories-${key}`}
              checked={categories.includes(key)}
              onChange={(checked) => toggle(key, checked)}
              onBlur={onBlur}
            >
              {SALE_CATEGORY_LABELS[key][language]}
            </Checkbox>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <Checkbox
        name="nameOnPlan"
        checked={nameOnPlan}
        onChange={(checked) => onChange({ saleCategories: [...categories], nameOnPlan: checked })}
      >
        {texts.nameOnPlan}
      </Checkbox>
      <p className="form-hint">{texts.nameOnPlanDescription}</p>
    </fieldset>
  );
}
