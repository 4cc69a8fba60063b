export default {
  routes: [
    { method: 'GET', path: '/exhibitor-messages', handler: 'api::exhibitor-message.exhibitor-message.find' },
    { method: 'GET', path: '/exhibitor-messages/recipients', handler: 'api::exhibitor-message.exhibitor-message.recipients' },
    { method: 'POST', path: '/exhibitor-messages', handler: 'api::exhibitor-message.exhibitor-message.send' },
  ],
};
