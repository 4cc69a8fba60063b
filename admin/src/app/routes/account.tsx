import { API_MESSAGES, roleMay } from '@brocante/shared';
import { SecondFactorSettings } from '../../features/second-factor/components/SecondFactorSettings';
import { SecondFactorRule } from '../../features/team/components/SecondFactorRule';
import { useMay } from '../../hooks/use-may';

/**
 * The volunteer's own account. One who owes the committee a second factor lands here from any screen until they enrol
 * it; a coordinator among them may instead switch the rule off, for a committee whose phones take no authenticator app.
 */
export function AccountRoute() {
  const { role, secondFactorOwed } = useMay();
  return (
    <>
      <h1>Mon compte</h1>
      {secondFactorOwed && (
        <p className="card" role="alert">
          {API_MESSAGES.secondFactorOwed}
        </p>
      )}
      <SecondFactorSettings />
      {secondFactorOwed && role !== null && roleMay(role, 'team') && <SecondFactorRule />}
    </>
  );
}
