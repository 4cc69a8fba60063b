import { TEXTS } from '@brocante/shared';
import { PitchList } from '../../features/pitches/components/PitchList';

export function PitchesRoute() {
  return (
    <>
      <h1>{TEXTS.pitches}</h1>
      <PitchList />
    </>
  );
}
