/**
 * Limits on every public write, per client address (the real one behind the proxy) and per e-mail
 * address or account, sized for one quarter's brocante: a household registers once or twice, a
 * neighbor writes to the committee a few times, a volunteer mistypes a password now and then.
 * Each limit is `points` requests per `seconds`; THROTTLE_<NAME> sets another number of requests.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export default ({ env }: { env: any }) => {
  const limit = (name: string, points: number, seconds: number) => ({
    name,
    points: env.int(`THROTTLE_${name}`, points),
    seconds,
  });
  return {
    registration: { address: limit('REGISTRATION_ADDRESS', 10, HOUR), email: limit('REGISTRATION_EMAIL', 3, DAY) },
    contact: { address: limit('CONTACT_ADDRESS', 5, HOUR), email: limit('CONTACT_EMAIL', 5, DAY) },
    // Sign-in: every attempt counts per address; per account only the failed ones, and a success clears them.
    signIn: { address: limit('SIGN_IN_ADDRESS', 30, 15 * MINUTE), account: limit('SIGN_IN_ACCOUNT', 10, 15 * MINUTE) },
    refresh: { address: limit('REFRESH_ADDRESS', 300, 15 * MINUTE) },
    // A registrant's page: a few dozen calls while they read and change it; a guesser of links gets nowhere.
    registrant: { address: limit('REGISTRANT_ADDRESS', 60, 15 * MINUTE) },
    // A lost link, e-mailed again: like a contact message.
    registrantLink: { address: limit('REGISTRANT_LINK_ADDRESS', 5, HOUR), email: limit('REGISTRANT_LINK_EMAIL', 3, DAY) },
    // A forgotten password: like a lost registrant's link; its new password like an invitation's answer.
    passwordReset: { address: limit('PASSWORD_RESET_ADDRESS', 5, HOUR), email: limit('PASSWORD_RESET_EMAIL', 3, DAY) },
    // An invitee reads their invitation and answers it, a helper's phone takes its code; a guesser of keys gets nowhere.
    teamInvitation: { address: limit('TEAM_INVITATION_ADDRESS', 20, 15 * MINUTE) },
    // An editor's preview reloads as they type; a guesser of tokens gets nowhere faster.
    preview: { address: limit('PREVIEW_ADDRESS', 300, 15 * MINUTE) },
  };
};
