import { PairPhone } from '../../features/check-in/components/PairPhone';

/**
 * /admin/pair#key: where a day helper's phone lands from the QR code on the coordinator's screen. The key stays in
 * the address's fragment, which no request, log or Referer carries.
 */
export function PairRoute() {
  return (
    <main className="admin-main narrow">
      <PairPhone pairingKey={window.location.hash.slice(1)} />
    </main>
  );
}
