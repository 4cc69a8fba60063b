import type { CheckInAction, CheckInList } from '@brocante/shared';

/**
 * What the check-in phone keeps for a weak network, in IndexedDB: the last list of exhibitors it
 * loaded, since when the network is away, and the taps not yet sent (they survive a closed tab or a
 * flat battery's restart). The list is staff data: it goes with the sign-out; the taps stay until sent.
 */
const DATABASE = 'brocante-check-in';
const LIST = 'list';
const TAPS = 'taps';

/** A tap waiting to be sent, with its key in the store. */
export type QueuedTap = CheckInAction & { id: number };

/** The tap as the server takes it, without its key in the store. */
export function withoutKey({ id: _key, ...tap }: QueuedTap): CheckInAction {
  return tap;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(LIST);
      request.result.createObjectStore(TAPS, { keyPath: 'id', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transaction<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (objects: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const database = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = database.transaction(store, mode);
      const request = work(tx.objectStore(store));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    database.close();
  }
}

export const phoneStore = {
  savedList: () => transaction<CheckInList>(LIST, 'readonly', (objects) => objects.get('current')),
  saveList: (list: CheckInList) => transaction(LIST, 'readwrite', (objects) => void objects.put(list, 'current')),
  forgetList: () =>
    transaction(LIST, 'readwrite', (objects) => {
      objects.delete('current');
      objects.delete('offline-since');
    }),
  /** When the phone last failed to reach the server with nothing since (ISO), or undefined. */
  offlineSince: () => transaction<string>(LIST, 'readonly', (objects) => objects.get('offline-since')),
  /** Keeps the first failure's time: a reload an hour later still says when the network went. */
  wentOffline: (at: string) =>
    transaction(LIST, 'readwrite', (objects) => {
      const first = objects.get('offline-since');
      first.onsuccess = () => void (first.result ? undefined : objects.put(at, 'offline-since'));
    }),
  backOnline: () => transaction(LIST, 'readwrite', (objects) => void objects.delete('offline-since')),
  queue: (tap: CheckInAction) => transaction(TAPS, 'readwrite', (objects) => void objects.add(tap)),
  queued: async () => (await transaction<QueuedTap[]>(TAPS, 'readonly', (objects) => objects.getAll())) ?? [],
  /** The taps the server took (or refused for good): no longer to send. */
  sent: (ids: number[]) => transaction(TAPS, 'readwrite', (objects) => ids.forEach((id) => objects.delete(id))),
};
