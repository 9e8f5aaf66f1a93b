import { EARLY_REFUND_PERCENT, FULL_NOTICE_DAYS, LATE_REFUND_PERCENT } from '@sadhana/rules/programs';
import { LOCK_HOURS } from '@sadhana/rules/registration';
import { QUOTED_PRICES as PRICE } from '../../../lib/quoted-prices';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'About These Terms',
    paragraphs: [
      'These Terms & Conditions govern your use of the Sadhana website and app and your participation in our daily sessions, weekend workshops and retreats in New Jersey and New York City. By creating an account, registering for a session or paying for a membership or program, you agree to them.',
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      'You must be 18 years of age or older to create an account, hold a membership or register for any session, workshop or retreat. By registering you confirm that you meet this requirement.',
    ],
  },
  {
    title: 'Who the Daily Sessions Are For',
    paragraphs: [
      'Our weekday sessions are for practitioners who have already learned the practices and do them regularly. The sessions are guided practice, not instruction: we do not teach the practices in them.',
      'If you are new to the practices, please attend a weekend workshop first. Once you have learned a practice from a certified teacher you are welcome to join the daily sessions.',
    ],
  },
  {
    title: 'Membership',
    paragraphs: [
      `Membership costs ${PRICE.membershipPerMonth} per month, billed monthly in advance by card through our payment provider. It includes unlimited daily sessions, a ${PRICE.memberDiscount} discount on workshops and retreats, community support and certified instruction.`,
    ],
  },
  {
    title: 'Cancelling Your Membership',
    paragraphs: [
      'There is no long-term commitment: you may cancel your membership at any time from your account. The current month is charged and non-refundable; your membership benefits continue until the end of the month you have paid for, and no further payments are taken.',
    ],
  },
  {
    title: 'Drop-In Attendance',
    paragraphs: [
      `Practitioners without a membership may attend by paying a drop-in fee of ${PRICE.dropInWeekday} for a weekday session or ${PRICE.dropInWeekend} for a Saturday or Sunday session.`,
    ],
  },
  {
    title: 'Session Registration and Attendance',
    paragraphs: [
      `Please register only for the sessions you plan to attend. Registration and cancellation close ${LOCK_HOURS} hours before the session starts. All session times are Eastern time (America/New_York).`,
      `A fee of ${PRICE.missedSessionFee} applies if you are registered for a session and do not attend, or if you cancel within ${LOCK_HOURS} hours of its start.`,
    ],
  },
  {
    title: 'Workshop and Retreat Registration',
    paragraphs: [
      `A place in a workshop or retreat is confirmed once the program fee is paid. Members receive a ${PRICE.memberDiscount} discount on the program fee. Some programs have limited places and are filled in the order in which payment is received.`,
    ],
  },
  {
    title: 'Cancelling a Workshop or Retreat Registration',
    paragraphs: [
      'Program cancellations are accepted by email or in the app. In the app, cancel from My programs; the moment you confirm it is the time of cancellation. By email, write to us from the address you registered with; the date we receive your email is the date of cancellation. Refunds are a share of the amount you paid and depend on how far ahead you cancel, counted in Eastern time:',
    ],
    list: [
      `More than ${FULL_NOTICE_DAYS} days before the program: a refund of ${EARLY_REFUND_PERCENT}%.`,
      `1-${FULL_NOTICE_DAYS} days before the program: a refund of ${LATE_REFUND_PERCENT}%.`,
      'On the day of the program: no refund.',
    ],
  },
  {
    title: 'Refund Processing',
    paragraphs: [
      'Refunds are processed within 4 business weeks of the cancellation and are returned to the original payment method.',
    ],
  },
  {
    title: 'Changes to Programs and Sessions',
    paragraphs: [
      'We may change a teacher, venue or time, or cancel a session or program, when necessary. If we cancel a program you have paid for, we refund what you paid in full and tell you by email.',
    ],
  },
  {
    title: 'Health, Fasting and Preparation',
    paragraphs: [
      'The practices are done on an empty stomach. Before a session or program, please allow at least:',
    ],
    list: [
      '4 hours after a full meal',
      '2.5 hours after a snack',
      '1.5 hours after beverages',
      '8 hours after alcohol',
      '1.5 hours after smoking',
    ],
  },
  {
    title: 'Your Health and Responsibility',
    paragraphs: [
      'You take part at your own risk and are responsible for practising within your limits. Tell the teacher about any medical condition, injury or pregnancy before the session, and consult your physician if you are unsure whether a practice is suitable for you.',
    ],
  },
  {
    title: 'Conduct',
    paragraphs: [
      'We keep the space quiet and respectful. Please arrive on time, silence your phone and follow the teacher’s guidance. We may refuse participation to anyone whose behaviour disturbs others or puts them at risk.',
    ],
  },
  {
    title: 'Practices and Materials',
    paragraphs: [
      'The practices are transmitted in person. Recording sessions, or teaching the practices to others on the basis of our sessions, is not permitted. Content on this website belongs to Sadhana or its licensors.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent permitted by law, Sadhana and its teachers are not liable for indirect or consequential loss arising from your use of the website or participation in sessions and programs. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the State of New York. Any dispute will be resolved in the courts of the State of New York.',
    ],
  },
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'When you create an account we collect your name, email address and a password (stored only as a secure hash) or your Google account identifier. You may add a phone number, address, emergency contact, photo, your practice experience and your goals. We record the sessions you register for and your attendance.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to run your account and membership, register you for sessions, keep attendance records, contact you about sessions and programs, and, in an emergency, reach your emergency contact. We do not sell your personal information.',
    ],
  },
  {
    title: 'Payments, Cookies and Other Services',
    paragraphs: [
      'Card payments are handled by our payment provider; we never see or store your full card number. If you sign in with Google, Google shares your name and email address with us. We use a single session cookie to keep you signed in and no advertising or tracking cookies.',
    ],
  },
  {
    title: 'Your Rights, Retention and Contact',
    paragraphs: [
      'You can view and update your profile at any time and ask us for a copy of your data or for its deletion. We keep attendance and payment records as long as the law requires. For any question about these terms or your data, write to namaskaram@sadhana-yoga.org.',
    ],
  },
];
