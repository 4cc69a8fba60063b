import type { UIMatch } from 'react-router';
import type { StaffAction } from '@brocante/shared';

/** A screen's route says what a volunteer's role must may to open it (packages/shared, team.ts). */
interface ScreenHandle {
  action: StaffAction;
}

export const screenFor = (action: StaffAction): ScreenHandle => ({ action });

/** The action the screen shown needs: the deepest route that names one. */
export function screenAction(matches: UIMatch[]): StaffAction | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<ScreenHandle> | undefined;
    if (handle?.action) return handle.action;
  }
  return null;
}
