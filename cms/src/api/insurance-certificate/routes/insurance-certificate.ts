/** Staff only (bootstrap/permissions.ts): an edition's insurance certificate, joined to its commune's file. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/editions/:date/insurance-certificate/details',
      handler: 'api::insurance-certificate.insurance-certificate.details',
    },
    {
      method: 'GET',
      path: '/editions/:date/insurance-certificate',
      handler: 'api::insurance-certificate.insurance-certificate.download',
    },
    {
      method: 'PUT',
      path: '/editions/:date/insurance-certificate',
      handler: 'api::insurance-certificate.insurance-certificate.upload',
    },
    {
      method: 'DELETE',
      path: '/editions/:date/insurance-certificate',
      handler: 'api::insurance-certificate.insurance-certificate.remove',
    },
  ],
};
