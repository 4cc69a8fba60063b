import type { Core } from '@strapi/strapi';

/** The panel speaks French to every account made for it (the first administrator's included), unless the account says otherwise. */
export function frenchPanelAccounts(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event) {
      const data = event.params.data as { preferedLanguage?: string | null };
      data.preferedLanguage ??= 'fr';
    },
  });
}
