/** The outbox's pace: e-mails a second at most, what the SMTP provider accepts (a burst drains at this rate). */
export default ({ env }: { env: any }) => ({
  ratePerSecond: env.int('SMTP_RATE_PER_SECOND', 25),
});
