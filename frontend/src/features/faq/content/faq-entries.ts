import { LOCK_HOURS } from '@sadhana/rules/registration';
import { QUOTED_PRICES as PRICE } from '../../../lib/quoted-prices';

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'Who is the membership for?',
    answer:
      'For practitioners who have already learned the practices and want to do them every morning with a community. The daily sessions are guided practice; they do not teach the practices.',
  },
  {
    question: 'I have not learned the practices yet. Can I join?',
    answer:
      'Please attend a weekend workshop first. Once you have learned a practice from a certified teacher you are welcome to join the weekday sessions.',
  },
  {
    question: 'How much does the membership cost and what does it include?',
    answer: `${PRICE.membershipPerMonth} per month. It includes unlimited daily sessions, ${PRICE.memberDiscount} off workshops and retreats, community support and certified instruction.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. There is no long-term commitment: cancel from your account whenever you like. The current month is charged and non-refundable, and your benefits continue until it ends.',
  },
  {
    question: 'When are the sessions?',
    answer:
      'Monday to Wednesday 5:00-6:00 AM, Thursday and Friday 4:30-6:00 AM, and Saturday and Sunday 4:30-6:45 AM, Eastern time. An optional Guru Pooja & Chant follows from 6:15 to 6:40 AM.',
  },
  {
    question: 'Where do the sessions take place?',
    answer:
      'In New Jersey and New York City. Let us know which is closer to you; locations are arranged by the interest of members.',
  },
  {
    question: 'How do I register for a session?',
    answer: `Sign in and open My Sadhana Schedule, then select the mornings you plan to attend. Registration closes ${LOCK_HOURS} hours before a session starts.`,
  },
  {
    question: 'What if I cannot attend a session I registered for?',
    answer: `Cancel it in My Sadhana Schedule more than ${LOCK_HOURS} hours before it starts. A ${PRICE.missedSessionFee} fee applies if you miss a session you registered for or cancel within ${LOCK_HOURS} hours of its start.`,
  },
  {
    question: 'Can I attend without a membership?',
    answer: `Yes, with a drop-in fee: ${PRICE.dropInWeekday} for a weekday session and ${PRICE.dropInWeekend} for a Saturday or Sunday session.`,
  },
  {
    question: 'Do members get discounts on workshops and retreats?',
    answer: `Yes, members receive ${PRICE.memberDiscount} off every weekend workshop and retreat. Book and pay on the Programs page. To cancel a place, use Cancel under My programs or write to us by email; refunds follow our Privacy & TOC page.`,
  },
  {
    question: 'How should I prepare for a morning session?',
    answer:
      'Come on an empty stomach: allow 4 hours after a full meal, 2.5 hours after a snack, 1.5 hours after beverages, 8 hours after alcohol and 1.5 hours after smoking. Wear loose, comfortable clothes and bring your own mat.',
  },
];
