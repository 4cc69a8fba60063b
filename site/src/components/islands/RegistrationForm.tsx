import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  amountBreakdown,
  amountDue,
  formatDate,
  formatDateTime,
  formatEuro,
  isFree,
  isRegistrationOpen,
  registrationEnd,
  type BrocanteConfiguration,
  type Language,
  type PublicPricing,
  type Quarter,
  type RegistrationKind,
  type RegistrationReceipt,
  type SaleCategory,
} from '@brocante/shared';
import { BotTrap, Checkbox, EmailInput, Select, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import '@brocante/ui/controls.css';
import { fill, plural } from '../../i18n/fill';
import { rich } from '../../i18n/rich';
import type { IslandTexts } from '../../i18n/types';
import { callApi, fetchLiveConfiguration, fetchLivePricing } from '../../lib/api';
import { LazyErrorBanner, LazyLoadingClock } from '../../lib/form-feedback';
import { registrationSchema, suggestionWords, useFormSchema } from '../../lib/form-schemas';
import type { SaleChoiceWords } from '../../i18n/sale-words';

// Loaded as the form is sent, while the registration is under way: the QR encoder is not needed to fill the form.
const loadPaymentInstructions = () => import('./PaymentInstructions');
const PaymentInstructions = lazy(loadPaymentInstructions);
// What the exhibitor will sell is an optional step, fetched when opened: the page's first JavaScript stays in budget.
const SaleChoiceFields = lazy(() => import('./SaleChoiceFields'));

const asOptions = (names: string[]) => names.map((name) => ({ id: name, name }));

type FormValues = ReturnType<typeof initialValues>;
const toInput = (values: FormValues) => ({ ...values, pitchCount: Number(values.pitchCount) });

/** A neighbor's commune is the quarter's, and so is the postal code when the quarter has only one. */
function initialValues(kind: RegistrationKind, quarter: Quarter) {
  const postalCode = quarter.postalCodes.length === 1 ? quarter.postalCodes[0]! : '';
  return {
    kind,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    houseNumber: '',
    postalCode: kind === 'neighbor' ? postalCode : '',
    city: kind === 'neighbor' ? quarter.commune : '',
    comment: '',
    /** As the select gives it; a number for the schema (toInput). */
    pitchCount: '1',
    acceptsRules: false,
    acceptsPrivacy: false,
    wantsInvitation: false,
    saleCategories: [] as SaleCategory[],
    nameOnPlan: false,
  };
}

/**
 * One registration screen for both routes; the kind comes from the route. The page is built with the
 * configuration of its build (no layout shift); the live configuration replaces it on load. The quarter is
 * the one the committee published when the site was built (publishing it rebuilds the site). The registration is
 * sent in the page's language: the registrant's e-mails and private page are in it.
 */
export default function RegistrationForm({
  kind,
  language,
  texts,
  quarter,
  builtConfiguration,
  builtPricing,
  introduction,
}: {
  kind: RegistrationKind;
  /** The page's language: its texts, dates and amounts, the API's messages, and the registrant's e-mails. */
  language: Language;
  texts: IslandTexts<'registrationForm' | 'payment' | 'fields'> & { saleChoice: SaleChoiceWords };
  /** Its streets offered to a neighbor, its commune and postal code(s) theirs. */
  quarter: Quarter;
  builtConfiguration: BrocanteConfiguration;
  builtPricing: PublicPricing;
  /**
   * What the route says first, written by the page (server-rendered): its `slot="introduction"`, which Astro passes as
   * this prop; it goes with the form once the registration is recorded.
   */
  introduction?: ReactNode;
}) {
  const { registrationForm: t, failure } = texts;
  const [configuration, setConfiguration] = useState<BrocanteConfiguration>(builtConfiguration);
  const [pricing, setPricing] = useState<PublicPricing>(builtPricing);
  const { schema, messages, loadSchema } = useFormSchema(() => registrationSchema(quarter, pricing.saleCategories), language);
  const form = useSchemaForm(schema, initialValues(kind, quarter), { messages, loadingError: failure.loadingError, toInput });
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const [saleStepOpen, setSaleStepOpen] = useState(false);

  useEffect(() => {
    // The configuration is loaded before the screen shows; without it, the error page.
    Promise.all([fetchLiveConfiguration(language), fetchLivePricing(language)])
      .then(([live, livePricing]) => {
        setConfiguration(live);
        setPricing(livePricing);
      })
      .catch(() => window.location.assign(texts.paths.error));
  }, [language, texts.paths.error]);

  const submit = form.submit(async (values) => {
    void loadPaymentInstructions().catch(() => undefined);
    setReceipt(
      await callApi<RegistrationReceipt>('/api/registrations', {
        language,
        failure,
        method: 'POST',
        data: { ...values, language },
      }),
    );
  });
  const euro = (amount: number) => formatEuro(amount, language);

  if (receipt) {
    return (
      <Suspense fallback={<LazyLoadingClock loading label={t.preparingPayment} />}>
        <PaymentInstructions receipt={receipt} language={language} texts={texts.payment} />
      </Suspense>
    );
  }

  const deadline = formatDateTime(registrationEnd(configuration, kind), language);
  if (pricing.registrationsClosed) {
    return (
      <div className="card closed-notice" role="status">
        <h2>{t.closedTitle}</h2>
        <p>{fill(t.closedByCommittee, { date: formatDate(configuration.date, language) })}</p>
      </div>
    );
  }
  if (!isRegistrationOpen(configuration, kind)) {
    return (
      <div className="card closed-notice" role="status">
        <h2>{t.closedTitle}</h2>
        <p>{fill(kind === 'neighbor' ? t.neighborsClosedSince : t.visitorsClosedSince, { deadline })}</p>
        {kind === 'neighbor' && isRegistrationOpen(configuration, 'visitor') && (
          <p>
            {rich(t.stillAsVisitor, {
              link: <a href={texts.paths.visitorRegistration}>{t.stillAsVisitorLink}</a>,
            })}
          </p>
        )}
      </div>
    );
  }

  const field = form.field;
  const due = amountDue(pricing, kind, Number(form.values.pitchCount));
  const onePitch = amountDue(pricing, kind, 1);
  /** A neighbor's postal code and commune are the quarter's: shown, not typed. */
  const fixedForNeighbors = (description: string) => (kind === 'neighbor' ? { readOnly: true, description } : {});
  return (
    <form onSubmit={submit} onFocus={loadSchema} noValidate>
      {introduction}
      <p className="open-notice">
        {rich(t.openNotice, {
          deadline: <strong>{deadline}</strong>,
          price: rich(kind === 'neighbor' && pricing.neighborPrice !== null ? t.neighborPrice : t.price, {
            price: (
              <strong>{isFree(onePitch.pitchPrice) ? t.free : fill(t.perPitch, { amount: euro(onePitch.pitchPrice) })}</strong>
            ),
          }),
          deposit: onePitch.deposit > 0 ? rich(t.deposit, { amount: <strong>{euro(onePitch.deposit)}</strong> }) : null,
          count: <strong>{plural(configuration.count, t.freePitches, language)}</strong>,
          waitlist: configuration.count === 0 ? t.waitlist : null,
        })}
      </p>
      <p>{t.requiredFields}</p>
      <LazyErrorBanner error={form.error} />
      <fieldset>
        <legend>{t.you}</legend>
        <TextInput {...field('firstName')} label={t.firstName} autoComplete="given-name" required />
        <TextInput {...field('lastName')} label={t.lastName} autoComplete="family-name" required />
        <EmailInput
          {...field('email')}
          label={t.email}
          autoComplete="email"
          description={t.emailDescription}
          required
          {...suggestionWords(texts.fields)}
        />
        <TextInput
          {...field('phone')}
          type="tel"
          label={t.phone}
          autoComplete="tel"
          inputMode="tel"
          description={t.phoneDescription}
          required
        />
      </fieldset>
      <fieldset>
        <legend>{kind === 'neighbor' ? t.neighborAddress : t.address}</legend>
        {kind === 'neighbor' ? (
          <Select
            {...field('street')}
            label={t.street}
            options={asOptions(quarter.streets)}
            placeholder={t.selectPlaceholder}
            description={t.streetDescription}
            required
          />
        ) : (
          <TextInput {...field('street')} label={t.street} autoComplete="address-line1" required />
        )}
        <TextInput {...field('houseNumber')} label={t.houseNumber} autoComplete="address-line2" required />
        {kind === 'neighbor' && quarter.postalCodes.length > 1 ? (
          <Select
            {...field('postalCode')}
            label={t.postalCode}
            options={asOptions(quarter.postalCodes)}
            placeholder={t.selectPlaceholder}
            description={t.postalCodeChoice}
            required
          />
        ) : (
          <TextInput
            {...field('postalCode')}
            label={t.postalCode}
            autoComplete="postal-code"
            inputMode="numeric"
            {...fixedForNeighbors(t.postalCodeFixed)}
            required
          />
        )}
        <TextInput {...field('city')} label={t.city} autoComplete="address-level2" {...fixedForNeighbors(t.cityFixed)} required />
      </fieldset>
      {pricing.pitchesPerRegistration > 1 && (
        <Select
          {...field('pitchCount')}
          label={t.pitchCount}
          options={Array.from({ length: pricing.pitchesPerRegistration }, (_, index) => ({
            id: String(index + 1),
            name: plural(index + 1, t.pitches, language),
          }))}
          placeholder={t.selectPlaceholder}
          description={t.pitchCountDescription}
          required
        />
      )}
      <p className="amount-due" aria-live="polite">
        {isFree(due.total)
          ? rich(t.nothingToPay, { confirmed: <strong>{t.confirmedOnSending}</strong> })
          : rich(t.toPay, { amount: <strong>{amountBreakdown(due, language)}</strong> })}
      </p>
      {pricing.saleCategories.length > 0 && (
        <details onToggle={() => setSaleStepOpen(true)}>
          <summary>{texts.saleChoice.legend}</summary>
          {saleStepOpen && (
            <Suspense>
              <SaleChoiceFields offered={pricing.saleCategories} field={field} texts={texts.saleChoice} />
            </Suspense>
          )}
        </details>
      )}
      <TextArea {...field('comment')} label={t.comment} maxLength={1000} description={t.commentDescription} />
      <Checkbox {...field('acceptsRules')} checked={form.values.acceptsRules} required>
        {rich(t.acceptsRules, { link: <a href={texts.paths.rules}>{t.acceptsRulesLink}</a> })}
      </Checkbox>
      <Checkbox {...field('acceptsPrivacy')} checked={form.values.acceptsPrivacy} required>
        {rich(t.acceptsPrivacy, { link: <a href={texts.paths.privacy}>{t.acceptsPrivacyLink}</a> })}
      </Checkbox>
      <Checkbox {...field('wantsInvitation')} checked={form.values.wantsInvitation}>
        {t.wantsInvitation}
      </Checkbox>
      <BotTrap label={texts.fields.botTrap} />
      {form.invalid && <p className="form-hint">{t.buttonHint}</p>}
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        {t.submit}
      </SubmitButton>
      <LazyLoadingClock loading={form.sending} label={t.submitting} />
    </form>
  );
}
