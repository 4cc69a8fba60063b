import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { previewInvitation } from '../../features/join/api/join';
import { JoinForm } from '../../features/join/components/JoinForm';
import { errorText } from '../../lib/api-client';

/**
 * /admin/join#key: the page an invitation's e-mail links to. The key stays in the address's fragment, which no
 * request, log or Referer carries; a link that cannot be taken says so in the browser's language.
 */
export function JoinRoute() {
  const key = window.location.hash.slice(1);
  const invitation = useQuery({
    queryKey: ['invitation', key],
    queryFn: () => previewInvitation(key),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <main className="admin-main narrow">
      <ErrorBanner error={errorText(invitation.error)} />
      <LoadingClock loading={invitation.isLoading} />
      {invitation.data && <JoinForm invitationKey={key} invitation={invitation.data} />}
    </main>
  );
}
