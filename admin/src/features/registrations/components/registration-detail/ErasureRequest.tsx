import { formatDateTime } from '@brocante/shared';
import { ErrorBanner, Icon } from '@brocante/ui';
import { errorText } from '../../../../lib/api-client';
import { useConfirmErasure } from '../../api/registrant-access';

/** The erasure the registrant asked for, and the volunteer's confirmation of it. */
export function ErasureRequest({ documentId, requestedAt, busy }: { documentId: string; requestedAt: string; busy: boolean }) {
  const confirmErasure = useConfirmErasure();

  return (
    <>
      <p className="notice">
        La personne a demandé l'effacement de ses données le {formatDateTime(requestedAt)}.{' '}
        <button
          type="button"
          className="button danger no-print"
          disabled={busy}
          onClick={() => {
            if (
              window.confirm(
                "Effacer les données de cette personne ? Une inscription en cours est d'abord annulée ; on ne peut pas revenir en arrière.",
              )
            )
              confirmErasure.mutate({ documentId });
          }}
        >
          <Icon name="delete" />
          Effacer ses données
        </button>
      </p>
      <ErrorBanner error={errorText(confirmErasure.error)} />
    </>
  );
}
