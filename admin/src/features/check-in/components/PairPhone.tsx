import { useNavigate } from 'react-router';
import {
  API_MESSAGES,
  API_MESSAGES_NL,
  helperPairingAcceptanceSchema,
  LOCALES,
  TEXTS,
  TEXTS_NL,
  VALIDATION,
  VALIDATION_NL,
  type Language,
} from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { pairThisPhone } from '../api/helper-phones';

/** The phone's own language: a helper from the Dutch-speaking side of the street reads this page in Dutch. */
const WORDS = {
  fr: {
    title: "Aider à l'accueil de la brocante",
    intro:
      "Ce téléphone va ouvrir l'écran de l'accueil des exposants, jusqu'au lendemain de la brocante. Il ne voit que les noms, les emplacements et ce qui est payé.",
    firstName: 'Votre prénom',
    pair: "Ouvrir l'accueil",
    pairing: 'Association du téléphone…',
    form: { messages: VALIDATION, loadingError: TEXTS.loadingError },
  },
  nl: {
    title: 'Helpen bij het onthaal van de rommelmarkt',
    intro:
      'Deze telefoon opent het scherm voor het onthaal van de standhouders, tot de dag na de rommelmarkt. Hij ziet alleen de namen, de standplaatsen en wat betaald is.',
    firstName: 'Uw voornaam',
    pair: 'Het onthaal openen',
    pairing: 'Telefoon wordt gekoppeld…',
    form: { messages: VALIDATION_NL, loadingError: TEXTS_NL.loadingError },
  },
} as const;

const phoneLanguage = (): Language => (navigator.language.toLowerCase().startsWith('nl') ? 'nl' : 'fr');

/** The helper types a first name; the phone is paired, signed in, and opens the check-in screen. */
export function PairPhone({ pairingKey }: { pairingKey: string }) {
  const language = phoneLanguage();
  const words = WORDS[language];
  const navigate = useNavigate();
  // A link cut short or altered: said at once, in the phone's language, rather than a button that never wakes.
  const wellFormed = helperPairingAcceptanceSchema.safeParse({ key: pairingKey, firstName: '-' }).success;
  const form = useSchemaForm(helperPairingAcceptanceSchema, { key: pairingKey, firstName: '' }, words.form);
  const submit = form.submit(async (answer) => {
    await pairThisPhone(answer);
    void navigate(paths.checkIn.getHref(), { replace: true });
  });
  return (
    <section lang={LOCALES[language]} aria-labelledby="pair-title">
      <h1 id="pair-title">{words.title}</h1>
      <p>{words.intro}</p>
      <form onSubmit={submit} noValidate className="sign-in">
        <ErrorBanner error={wellFormed ? form.error : (language === 'nl' ? API_MESSAGES_NL : API_MESSAGES).pairingInvalid} />
        <TextInput {...form.field('firstName')} label={words.firstName} autoComplete="given-name" required />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          {words.pair}
        </SubmitButton>
        <LoadingClock loading={form.sending} label={words.pairing} />
      </form>
    </section>
  );
}
