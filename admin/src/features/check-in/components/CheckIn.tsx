import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ApiFailure,
  arrivalsOver,
  changesByOtherPhones,
  countOf,
  findExhibitors,
  formatClock,
  formatEuro,
  formatDate,
  LIFECYCLE_EVENT_LABELS,
  withTaps,
  type ChangeByAnotherPhone,
  type CheckInAction,
  type CheckInExhibitor,
  type CheckInList,
  type EditionState,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, TextInput } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { EditionNotice } from '../../../components/ui/EditionNotice';
import { useChosenEdition, useEditionHref, type EditionWork } from '../../../hooks/use-chosen-edition';
import { getCheckInList, reletPitches, sendTaps } from '../api/check-in';
import { phoneStore } from '../../../lib/phone-store';
import { canScan, PassScanner } from './PassScanner';
import { PaperList } from './PaperList';

/**
 * The exhibitors drawn at once: a search finds one among 500 in a word, and a phone that draws 500 cards
 * with their buttons takes seconds to open (pnpm bench).
 */
const SHOWN = 40;

/** « 2 arrivées et 1 paiement »: what the phone holds, by kind. */
function waitingTaps(taps: readonly CheckInAction[]): string {
  const payments = taps.filter((tap) => tap.action === 'pay').length;
  const arrivals = taps.length - payments;
  return [arrivals && countOf(arrivals, 'arrivée'), payments && countOf(payments, 'paiement')].filter(Boolean).join(' et ');
}

/** How often the phone tries again to send what it holds, while the network is away. */
const RETRY_MS = 15_000;

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
  const [list, setList] = useState<CheckInList | null>(null);
  const [queued, setQueued] = useState<CheckInAction[]>([]);
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [offlineSince, setOfflineSince] = useState<string | null>(null);
  const [changes, setChanges] = useState<ChangeByAnotherPhone[]>([]);
  // The paper list is drawn only to be printed: 500 rows never weigh on the phone's screen.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  /**
   * Sends what the phone holds, then shows the server's list with whatever is still queued on top, and
   * what other phones changed meanwhile. No answer at all: the phone is offline since its first failure.
   */
  const sendAndRefresh = useCallback(async () => {
    const taps = await phoneStore.queued();
    const sent = taps.map(({ registration, action, at }) => ({ registration, action, at }));
    try {
      if (taps.length) {
        const { refused } = await sendTaps(sent);
        await phoneStore.sent(taps.map((tap) => tap.id));
        if (refused.length) setRefusals(refused.map((refusal) => refusal.message));
      }
      const [fresh, before] = await Promise.all([getCheckInList(edition), phoneStore.savedList()]);
      if (before && before.date === fresh.date) {
        const others = changesByOtherPhones(before, sent, fresh);
        if (others.length) setChanges((shown) => [...others, ...shown]);
      }
      await Promise.all([phoneStore.saveList(fresh), phoneStore.backOnline()]);
      const still = await phoneStore.queued();
      setList(withTaps(fresh, still));
      setQueued(still);
      setOfflineSince(null);
      setProblem(null);
    } catch (error) {
      setQueued(taps);
      if (error instanceof ApiFailure && error.status === 0) {
        await phoneStore.wentOffline(new Date().toISOString());
        setOfflineSince((await phoneStore.offlineSince()) ?? null);
      }
    }
  }, [edition]);

  // One synchronisation at a time (a tap, the network's return and the timer may ask together): the
  // same taps are never sent twice at once; a call during a run makes one more run after it.
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const synchronise = useCallback(async (): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    running.current = (async () => {
      do {
        again.current = false;
        await sendAndRefresh();
      } while (again.current);
    })().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [sendAndRefresh]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const [saved, taps, since] = await Promise.all([phoneStore.savedList(), phoneStore.queued(), phoneStore.offlineSince()]);
      if (cancelled) return;
      // The list kept on the phone, if it is the chosen edition's.
      if (saved && (!edition || saved.date === edition)) setList(withTaps(saved, taps));
      setQueued(taps);
      setOfflineSince(since ?? null);
      await synchronise();
    })().catch((error) => setProblem(errorText(error)));
    const wentOnline = () => {
      setOnline(true);
      void synchronise();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    const retry = window.setInterval(() => void synchronise(), RETRY_MS);
    return () => {
      cancelled = true;
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      window.clearInterval(retry);
    };
  }, [synchronise, edition]);

  async function tap(exhibitor: CheckInExhibitor, action: CheckInAction['action']) {
    const made: CheckInAction = { registration: exhibitor.documentId, action, at: new Date().toISOString() };
    await phoneStore.queue(made);
    setList((current) => current && withTaps(current, [made]));
    setQueued((waiting) => [...waiting, made]);
    void synchronise();
  }

  /** The rest of the amount taken in cash at the gate: a tap like an arrival, kept on the phone until sent. */
  async function payOnTheSpot(exhibitor: CheckInExhibitor) {
    if (!window.confirm(`${formatEuro(exhibitor.due)} reçus de ${exhibitor.name} sur place ?`)) return;
    await tap(exhibitor, 'pay');
  }

  async function relet(exhibitor: CheckInExhibitor) {
    if (!window.confirm(LIFECYCLE_EVENT_LABELS.relet.confirm)) return;
    try {
      await reletPitches(exhibitor.documentId);
      await synchronise();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  const onScan = useCallback((text: string) => {
    setScanning(false);
    setQuery(text);
  }, []);

  if (!list) return <LoadingClock loading label="Chargement des exposants…" />;
  const found = query.trim() ? findExhibitors(list.exhibitors, query) : list.exhibitors;
  const shown = found.slice(0, SHOWN);
  const arrived = list.exhibitors.filter((exhibitor) => exhibitor.arrivedAt).length;
  const empty = arrivalsOver(list) ? list.exhibitors.filter((exhibitor) => !exhibitor.arrivedAt) : [];

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
                ? `Arrivé à ${formatClock(exhibitor.arrivedAt)}`
                : exhibitor.status === 'pending'
                  ? 'Paiement attendu : à régler sur place'
                  : 'Pas encore arrivé'}
            </p>
            {exhibitor.status === 'paid' &&
              work === 'all' &&
              (exhibitor.arrivedAt ? (
                <button type="button" className="button secondary" onClick={() => tap(exhibitor, 'undo-arrival')}>
                  <Icon name="cross" />
                  {LIFECYCLE_EVENT_LABELS['undo-arrival'].label} de {exhibitor.name}
                </button>
              ) : (
                <button type="button" className="button big" onClick={() => tap(exhibitor, 'arrive')}>
                  <Icon name="check" />
                  {exhibitor.name} est arrivé
                </button>
              ))}
            {exhibitor.status === 'pending' && work === 'all' && (
              <button type="button" className="button secondary" onClick={() => payOnTheSpot(exhibitor)}>
                <Icon name="check" />
                Payé sur place : {formatEuro(exhibitor.due)}
              </button>
            )}
            {/* After the day (a closed edition), a late payment is recorded on the registration. */}
            {exhibitor.status === 'pending' && work === 'settlement' && (
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
      {empty.length > 0 && work === 'all' && (
        <section aria-labelledby="empty-title">
          <h2 id="empty-title">Emplacements encore vides après {list.arrivalUntil}</h2>
          <p>
            Relouez-les sur place à une personne de la{' '}
            <Link to={href(paths.registrations.getHref('?status=waitlist'))}>liste d'attente</Link> : une fois l'emplacement
            libéré, attribuez-le-lui depuis sa fiche.
          </p>
          <ul>
            {empty.map((exhibitor) => (
              <li key={exhibitor.documentId}>
                {exhibitor.pitches.join(', ')} — {exhibitor.name}{' '}
                <button type="button" className="button danger" disabled={!online} onClick={() => relet(exhibitor)}>
                  {LIFECYCLE_EVENT_LABELS.relet.label} {exhibitor.pitches.join(', ')}
                </button>
              </li>
            ))}
          </ul>
          {!online && <p>Le réseau revient, et vous pourrez relouer.</p>}
        </section>
      )}
      {printing && <PaperList list={list} />}
    </section>
  );
}
