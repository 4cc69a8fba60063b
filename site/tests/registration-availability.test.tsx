import { render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { FR } from './texts';
import { configuration, pricing, quarter, routes } from './support/island-fixtures';
import { introduction, liveSettings } from './support/registration-form';
import RegistrationForm from '../src/components/islands/RegistrationForm';

// Whether the form is open: the deadlines, the committee's closing and the live settings it cannot do without.
describe('registration form', () => {
  it('tells a visitor the route is closed once its deadline has passed', async () => {
    vi.stubGlobal(
      'fetch',
      routes(liveSettings({ ...configuration, visitorRegistrationEnd: new Date(Date.now() - 1000).toISOString() })),
    );
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="visitor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Inscriptions clôturées' })).toBeVisible();
    expect(screen.queryByText(/Inscrivez-vous en priorité/)).toBeNull();
    expect(screen.queryByRole('button', { name: "Je m'inscris" })).toBeNull();
  });

  it('says the committee closed the registrations when it closed the edition before the deadlines', async () => {
    vi.stubGlobal('fetch', routes(liveSettings(configuration, { ...pricing, registrationsClosed: true })));
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="neighbor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );
    expect(
      await screen.findByText('Le comité a clôturé les inscriptions à la brocante du dimanche 18 avril 2027.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Inscriptions clôturées' })).toBeVisible();
    expect(screen.queryByRole('button', { name: "Je m'inscris" })).toBeNull();
    expect(screen.queryByRole('link', { name: "l'inscription des visiteurs" })).toBeNull();
  });

  it('goes to the error page when the configuration cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="neighbor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/error/'));
  });
});
