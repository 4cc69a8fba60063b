import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiFailure,
  changesByOtherPhones,
  refusalText,
  withTaps,
  type ChangeByAnotherPhone,
  type CheckInAction,
  type CheckInExhibitor,
  type CheckInList,
} from '@brocante/shared';
import { errorText } from '../../../lib/api-client';
import { phoneStore, withoutKey } from '../../../lib/phone-store';
import { getCheckInList, sendTaps } from '../api/check-in';

/** How often the phone tries again to send what it holds, while the network is away. */
const RETRY_MS = 15_000;

/**
 * The check-in's list on a phone in the street (components/CheckIn.tsx): every tap is kept on the phone first
 * (IndexedDB) and sent when the network allows; the list is kept there too, and what other phones changed
 * meanwhile is said.
 */
export function usePhoneSync(edition: string) {
  const [list, setList] = useState<CheckInList | null>(null);
  const [queued, setQueued] = useState<CheckInAction[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [offlineSince, setOfflineSince] = useState<string | null>(null);
  const [changes, setChanges] = useState<ChangeByAnotherPhone[]>([]);
  /**
   * Sends what the phone holds, then shows the server's list with whatever is still queued on top, and
   * what other phones changed meanwhile. No answer at all: the phone is offline since its first failure.
   */
  const sendAndRefresh = useCallback(async () => {
    // `before`: the list as last synchronised, the one these taps were made on.
    const [taps, before] = await Promise.all([phoneStore.queued(), phoneStore.savedList()]);
    const sent = taps.map(withoutKey);
    try {
      if (taps.length) {
        const { refused } = await sendTaps(sent);
        await phoneStore.sent(taps.map((tap) => tap.id));
        // Each said with the pitch and the person it was for: the volunteer knows who to turn to.
        if (refused.length) setRefusals(refused.map((refusal) => refusalText(before ?? null, sent, refusal)));
      }
      const fresh = await getCheckInList(edition);
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
        // The server's refusal (a phone revoked by the coordination): said; the taps stay on the phone.
      } else setProblem(errorText(error));
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

  /** An exhibitor's tap: an arrival, its undoing, a payment on the spot, their pitch released. */
  const tap = (exhibitor: CheckInExhibitor, action: 'arrive' | 'undo-arrival' | 'pay' | 'release') =>
    keep({ registration: exhibitor.documentId, action, at: new Date().toISOString() });

  /** Any tap, kept on the phone first, shown at once, sent when the network allows. */
  async function keep(made: CheckInAction) {
    await phoneStore.queue(made);
    setList((current) => current && withTaps(current, [made]));
    setQueued((waiting) => [...waiting, made]);
    void synchronise();
  }

  return { list, queued, online, problem, refusals, offlineSince, changes, setChanges, tap, keep };
}
