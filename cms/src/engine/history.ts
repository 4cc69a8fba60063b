import type { Core } from '@strapi/strapi';
import type { LifecycleActor, RegistrationEventActor, RegistrationEventType } from '@brocante/shared';
import { currentConnection, insertRow } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { registrationEventRows } from './rows';

/** Who a lifecycle step was taken by, as the history says it. */
export function historyActor(actor: LifecycleActor): RegistrationEventActor {
  if (actor === 'expiry' || actor === 'waitlist') return 'system';
  if (actor === 'late-payment') return 'staff';
  return actor;
}

/**
 * One line in a registration's history (joins the caller's transaction). `details` names what
 * changed, never a person's data: the history outlives nothing the privacy notice promises to erase.
 */
export async function recordEvent(
  strapi: Core.Strapi,
  registrationId: number,
  type: RegistrationEventType,
  actor: RegistrationEventActor,
  { by, details }: { by?: string | null; details?: string | null } = {},
): Promise<void> {
  await insertRow(
    await currentConnection(strapi),
    TABLES.registrationEvents,
    registrationEventRows.row({ registrationId, type, actor, by: by ?? null, details: details ?? null }),
  );
}
