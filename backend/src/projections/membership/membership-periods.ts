/** A complimentary grant's period among the subscriptions' ones. */
export const complimentaryPeriodId = (grantId: string) => `comp:${grantId}`;

/** Noon UTC of an Eastern day: 7 or 8 AM in New York, the same day whatever the season. */
export const noonOf = (day: string) => `${day}T12:00:00.000Z`;
