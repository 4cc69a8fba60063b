import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configuration, pricing } from './island-fixtures';

/** The settings the registration form fetches live, replacing those of the build: by default the built ones. */
export const liveSettings = (live = configuration, livePricing = pricing) => ({
  '/api/configuration': [200, { data: live }] as [number, unknown],
  '/api/pricing': [200, { data: livePricing }] as [number, unknown],
});

/** What the page writes above the form (a slot of the island). */
export const introduction = (
  <p>Vous habitez une rue du quartier ? Inscrivez-vous en priorité pour l'emplacement devant votre maison.</p>
);

/** A neighbor's registration, filled in as a person would: everything the form requires. */
export async function fillRegistration() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
  await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
  await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@example.be');
  await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0470 12 34 56');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rue' }), 'Rue du Ramier');
  await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '5');
  await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte le/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /J'ai lu la/ }));
}
