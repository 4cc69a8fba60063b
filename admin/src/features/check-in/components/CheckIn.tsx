import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  countOf,
  findExhibitors,
  formatClock,
  formatEuro,
  formatDate,
  LIFECYCLE_EVENT_LABELS,
  type CheckInAction,
  type CheckInExhibitor,
  type EditionState,
  awaitsPayment,
  isPaid,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, TextInput } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { EditionNotice } from '../../../components/ui/EditionNotice';
import { useChosenEdition, useEditionHref, type EditionWork } from '../../../hooks/use-chosen-edition';
import { usePhoneSync } from '../hooks/use-phone-sync';
import { canScan, PassScanner } from './PassScanner';
import { PaperList } from './PaperList';
import { MorningPitches } from './MorningPitches';
import { HelperPhones } from './HelperPhones';
import { useMay } from '../../../hooks/use-may';

/**
 * The exhibitors drawn at once: a search finds one among 500 in a word, and a phone that draws 500 cards
 * with their buttons takes seconds to open (pnpm bench).
 */
const SHOWN = 40;

/** What the phone holds, by kind, in this order: « 2 arrivées et 1 paiement ». */
const TAP_KINDS: { actions: CheckInAction['action'][]; singular: string; plural: string }[] = [
  { actions: ['arrive', 'undo-arrival'], singular: 'arrivée', plural: 'arrivées' },
  { actions: ['pay'], singular: 'paiement', plural: 'paiements' },
  { actions: ['release'], singular: 'emplacement libéré', plural: 'emplacements libérés' },
  { actions: ['give'], singular: 'emplacement donné', plural: 'emplacements donnés' },
  { actions: ['walk-in'], singular: 'inscription sur place', plural: 'inscriptions sur place' },
];

function waitingTaps(taps: readonly CheckInAction[]): string {
  const parts = TAP_KINDS.flatMap(({ actions, singular, plural }) => {
    const count = taps.filter((tap) => actions.includes(tap.action)).length;
    return count ? [countOf(count, singular, plural)] : [];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * Check-in on the brocante's day, made for a phone in the street: find an exhibitor (name, pitch,
 * communication, or their pass scanned), mark them arrived with one tap, undo. Every tap is kept on
 * the phone first (IndexedDB) and sent when the network allows; the list is kept there too.
 *
 * The edition is the one the URL names, else the coming one (the server's, without waiting for the
 * editions: the phone may have no network); a closed or archived edition's list is only read (a closed
 * one's late payments still recorded).
 */
export function CheckIn() {
  const chosen = useChosenEdition();
  return <CheckInOf key={chosen.named} edition={chosen.named} work={chosen.work} state={chosen.edition?.state} />;
}

function CheckInOf({ edition, work, state }: { edition: string; work: EditionWork; state: EditionState | undefined }) {
  const href = useEditionHref();
  const { list, queued, online, problem, refusals, offlineSince, changes, setChanges, tap, keep } = usePhoneSync(edition);
  const { may } = useMay();
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  // The paper list is drawn only to be printed: 500 rows never weigh on the phone's screen.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  /** The rest of the amount taken in cash at the gate: a tap like an arrival, kept on the phone until sent. */
  async function payOnTheSpot(exhibitor: CheckInExhibitor) {
    if (!window.confirm(`${formatEuro(exhibitor.due)} reçus de ${exhibitor.name} sur place ?`)) return;
    await tap(exhibitor, 'pay');
  }

  const onScan = useCallback((text: string) => {
    setScanning(false);
    setQuery(text);
  }, []);

  // A phone refused (revoked, its day over) with no list kept says why rather than wait.
  if (!list) return problem ? <ErrorBanner error={problem} /> : <LoadingClock loading label="Chargement des exposants…" />;
  const found = query.trim() ? findExhibitors(list.exhibitors, query) : list.exhibitors;
  const shown = found.slice(0, SHOWN);
  const arrived = list.exhibitors.filter((exhibitor) => exhibitor.arrivedAt).length;

  return (
    <section className="check-in" aria-labelledby="check-in-title">
      <h1 id="check-in-title">Accueil des exposants</h1>
      <p>
        {formatDate(list.date)}, arrivées de {list.arrivalFrom} à {list.arrivalUntil} :{' '}
        <strong>
          {arrived} / {countOf(list.exhibitors.length, 'exposant')}
        </strong>{' '}
        arrivés.
      </p>
      <p className={`sync${queued.length ? ' pending' : ''}`} role="status">
        {offlineSince ? `Hors ligne depuis ${formatClock(offlineSince)}. ` : !online && 'Hors ligne. '}
        {queued.length
          ? `${waitingTaps(queued)} à envoyer, en attente sur ce téléphone jusqu'au retour du réseau.`
          : 'Tout est envoyé.'}
      </p>
      <EditionNotice state={state} />
      <ErrorBanner error={problem} />
      {changes.length > 0 && (
        <section className="notice" aria-labelledby="changes-title">
          <h2 id="changes-title">Changé par un autre téléphone</h2>
          <ul>
            {changes.map((change, index) => (
              <li key={`${change.documentId}-${index}`}>{change.text}</li>
            ))}
          </ul>
          <button type="button" className="button secondary" onClick={() => setChanges([])}>
            Vu
          </button>
        </section>
      )}
      {refusals.map((message) => (
        <p key={message} className="notice" role="alert">
          {message}
        </p>
      ))}
      <TextInput
        name="exhibitor"
        type="search"
        inputMode="search"
        value={query}
        onChange={setQuery}
        label="Chercher un exposant"
        placeholder="Nom, emplacement ou communication"
        autoComplete="off"
      />
      <button type="button" className="button secondary" onClick={() => setPrinting(true)}>
        <Icon name="download" />
        Imprimer la liste du jour
      </button>
      {canScan() &&
        (scanning ? (
          <PassScanner onScan={onScan} onClose={() => setScanning(false)} />
        ) : (
          <button type="button" className="button secondary" onClick={() => setScanning(true)}>
            <Icon name="eye" />
            Scanner un laissez-passer
          </button>
        ))}
      <ul className="exhibitors-to-check" aria-label="Exposants">
        {shown.map((exhibitor) => (
          <li key={exhibitor.documentId} className="card">
            <p>
              <strong>{exhibitor.name}</strong> — {exhibitor.pitches.join(', ')}
              <br />
              {exhibitor.arrivedAt
                ? `Arrivée à ${formatClock(exhibitor.arrivedAt)}`
                : awaitsPayment(exhibitor.status)
                  ? 'Paiement attendu : à régler sur place'
                  : 'Pas encore là'}
            </p>
            {/* Late: the phone calls them, a target as big as the arrival's. */}
            {exhibitor.phone && !exhibitor.arrivedAt && (
              <a className="button secondary" href={`tel:${exhibitor.phone.replace(/[^\d+]/g, '')}`}>
                {`Appeler ${exhibitor.phone}`}
              </a>
            )}
            {isPaid(exhibitor.status) &&
              work === 'all' &&
              (exhibitor.arrivedAt ? (
                <button type="button" className="button secondary" onClick={() => tap(exhibitor, 'undo-arrival')}>
                  <Icon name="cross" />
                  {LIFECYCLE_EVENT_LABELS['undo-arrival'].label} de {exhibitor.name}
                </button>
              ) : (
                <button type="button" className="button big" onClick={() => tap(exhibitor, 'arrive')}>
                  <Icon name="check" />
                  Arrivée de {exhibitor.name}
                </button>
              ))}
            {awaitsPayment(exhibitor.status) && work === 'all' && (
              <button type="button" className="button secondary" onClick={() => payOnTheSpot(exhibitor)}>
                <Icon name="check" />
                Payé sur place : {formatEuro(exhibitor.due)}
              </button>
            )}
            {/* After the day (a closed edition), a late payment is recorded on the registration. */}
            {awaitsPayment(exhibitor.status) && work === 'settlement' && (
              <Link className="button secondary" to={href(paths.registration.getHref(exhibitor.documentId))}>
                Enregistrer son paiement
              </Link>
            )}
          </li>
        ))}
      </ul>
      {found.length === 0 && <p>Aucun exposant ne correspond à « {query} ».</p>}
      {found.length > shown.length && (
        <p>
          Et {countOf(found.length - shown.length, 'autre exposant', 'autres exposants')} : cherchez un nom, un emplacement ou une
          communication.
        </p>
      )}
      {work === 'all' && <MorningPitches list={list} keep={keep} tap={tap} />}
      {work === 'all' && may('team') && <HelperPhones exhibitors={list.exhibitors} />}
      {printing && <PaperList list={list} />}
    </section>
  );
}
