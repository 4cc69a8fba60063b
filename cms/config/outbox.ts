/** The outbox's pace: e-mails a second at most, what the SMTP provider accepts (a burst drains at this rate). */
export default ({ env }: { env: any }) => ({
  ratePerSecond: env.int('SMTP_RATE_PER_SECOND', 25),
  /** How long a process holds the messages it claimed before another may send them (it died meanwhile). */
  claimSeconds: env.int('OUTBOX_CLAIM_SECONDS', 600),
});
