export default {
  routes: [
    { method: 'GET', path: '/refunds', handler: 'api::refund.refund.find' },
    { method: 'PUT', path: '/refunds/:id/payer', handler: 'api::refund.refund.setPayer' },
    { method: 'POST', path: '/refunds/transfer-file', handler: 'api::refund.refund.transferFile' },
    { method: 'POST', path: '/refunds/done', handler: 'api::refund.refund.markDone' },
    { method: 'POST', path: '/refunds/:id/apply', handler: 'api::refund.refund.apply' },
    { method: 'GET', path: '/deposits', handler: 'api::refund.refund.deposits' },
    { method: 'POST', path: '/deposits/decision', handler: 'api::refund.refund.decideDeposits' },
  ],
};
