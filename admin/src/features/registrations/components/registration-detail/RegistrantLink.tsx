import { useState } from 'react';
import { ErrorBanner, Icon } from '@brocante/ui';
import { errorText } from '../../../../lib/api-client';
import { useRegistrantLink } from '../../api/registrant-access';
import type { Registration } from '../../types';

/** « Lien privé de la personne »: the registrant's private link sent again, or revoked. */
export function RegistrantLink({ registration, busy }: { registration: Registration; busy: boolean }) {
  const registrantLink = useRegistrantLink();
  const [linkSaid, setLinkSaid] = useState('');

  return (
    <>
      <section className="private-link no-print" aria-labelledby="private-link-title">
        <h2 id="private-link-title">Lien privé de la personne</h2>
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() =>
            registrantLink.mutate(
              { documentId: registration.documentId, action: 'resend' },
              { onSuccess: () => setLinkSaid(`Le lien est renvoyé à ${registration.email}.`) },
            )
          }
        >
          <Icon name="arrow" />
          Renvoyer le lien
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => {
            if (
              window.confirm(
                "Révoquer le lien ? L'ancien ne fonctionnera plus ; la personne en recevra un nouveau avec le prochain e-mail.",
              )
            )
              registrantLink.mutate(
                { documentId: registration.documentId, action: 'revoke' },
                { onSuccess: () => setLinkSaid("L'ancien lien ne fonctionne plus.") },
              );
          }}
        >
          <Icon name="cross" />
          Révoquer le lien
        </button>
        <p role="status">{linkSaid}</p>
      </section>
      <ErrorBanner error={errorText(registrantLink.error)} />
    </>
  );
}
