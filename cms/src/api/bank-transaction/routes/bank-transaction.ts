export default {
  routes: [
    { method: 'POST', path: '/bank-imports', handler: 'api::bank-transaction.bank-transaction.importStatement' },
    { method: 'GET', path: '/bank-imports/latest', handler: 'api::bank-transaction.bank-transaction.latestImport' },
    { method: 'GET', path: '/bank-imports/:id', handler: 'api::bank-transaction.bank-transaction.importProgress' },
    { method: 'POST', path: '/bank-transactions/:id/assign', handler: 'api::bank-transaction.bank-transaction.assign' },
    { method: 'POST', path: '/bank-transactions/:id/split', handler: 'api::bank-transaction.bank-transaction.split' },
    { method: 'GET', path: '/late-payments', handler: 'api::bank-transaction.bank-transaction.latePayments' },
    {
      method: 'POST',
      path: '/late-payments/:id/decision',
      handler: 'api::bank-transaction.bank-transaction.decideLatePayment',
    },
  ],
};
