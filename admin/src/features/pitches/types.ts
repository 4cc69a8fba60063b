import type { RegistrationStatus, StreetSide } from '@brocante/shared';

export interface Pitch {
  documentId: string;
  name: string;
  street: string;
  number: string | null;
  meters: number;
  side: StreetSide | null;
  position: number | null;
  laneAfter: number | null;
  description: string | null;
  holder: { documentId: string; firstName: string; lastName: string; status: RegistrationStatus } | null;
}
