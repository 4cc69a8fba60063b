export default {
  routes: [
    { method: 'POST', path: '/bank-imports', handler: 'api::bank-transaction.bank-transaction.importStatement' },
    { method: 'POST', path: '/bank-transactions/:id/assign', handler: 'api::bank-transaction.bank-transaction.assign' },
  ],
};
