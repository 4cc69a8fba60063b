import { useState } from 'react';
import { ApiFailure, type Language } from '@brocante/shared';
import type { RegistrantIslandTexts } from './texts';
import { callApi } from '../../../lib/api';

/** The key of the private link: in the address's fragment, which no server sees. */
export const keyInAddress = () => decodeURIComponent(window.location.hash.slice(1));

/** A call the page makes for the registrant, with its key: busy while it runs, its refusal in the page's language. */
export function useRegistrantCall(language: Language, texts: RegistrantIslandTexts) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function call<T>(path: string, then: (answer: T) => void) {
    setBusy(true);
    setError(null);
    try {
      then(await callApi<T>(path, { language, failure: texts.failure, method: 'POST', data: { key: keyInAddress() } }));
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return { call, busy, error };
}
