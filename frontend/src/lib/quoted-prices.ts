import {
  DROP_IN_FEE_WEEKDAY,
  DROP_IN_FEE_WEEKEND,
  dollars,
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_MONTHLY_PRICE,
  MISSED_SESSION_FEE,
} from '@sadhana/rules/fees';

/**
 * The studio's prices as the long texts (FAQ, terms) quote them, formatted once from the rules the
 * server charges by, so the words never state a price the fees do not.
 */
export const QUOTED_PRICES = {
  membershipPerMonth: dollars(MEMBERSHIP_MONTHLY_PRICE),
  dropInWeekday: dollars(DROP_IN_FEE_WEEKDAY),
  dropInWeekend: dollars(DROP_IN_FEE_WEEKEND),
  missedSessionFee: dollars(MISSED_SESSION_FEE),
  memberDiscount: `${MEMBER_DISCOUNT_PERCENT}%`,
} as const;
