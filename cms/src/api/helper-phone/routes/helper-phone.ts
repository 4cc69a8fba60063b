export default {
  routes: [
    // Coordination, on the check-in screen: a code that pairs one phone, the phones paired, one revoked.
    { method: 'POST', path: '/helper-pairings', handler: 'api::helper-phone.helper-phone.code' },
    { method: 'GET', path: '/helper-phones', handler: 'api::helper-phone.helper-phone.list' },
    { method: 'POST', path: '/helper-phones/:id/revocation', handler: 'api::helper-phone.helper-phone.revoke' },
    // Public: the helper's phone takes the code (its key from the QR code's link, never in an address: POST).
    { method: 'POST', path: '/helper-pairing-acceptances', handler: 'api::helper-phone.helper-phone.accept' },
  ],
};
