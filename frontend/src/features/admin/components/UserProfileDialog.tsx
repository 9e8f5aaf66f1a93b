import type { CurrentUserView } from '@sadhana/rules/api';
import {
  PRACTICE_LABELS,
  PROFILE_PRACTICES,
  type ProfilePractice,
  practiceFrequencyLabel,
} from '@sadhana/rules/profile';
import { Descriptions, Modal, Tag } from 'antd';
import styles from '../admin.module.css';
import { useAdminUser } from '../api/get-admin-user';
import { formatDate, fullName } from '../lib/admin-format';
import { AuditTrail } from './AuditTrail';
import { MemberSummary } from './MemberSummary';
import { ScrollingTabs } from './ScrollingTabs';
import { TakePaymentButton } from './take-payment/TakePaymentButton';

const NOT_SPECIFIED = 'Not specified';

function practiceFields(user: CurrentUserView, practice: ProfilePractice) {
  const record = user as unknown as Record<string, unknown>;
  const frequency = record[`${practice}Frequency`] as string | null;
  return {
    learned: record[`${practice}Learned`] === true,
    teacher: (record[`${practice}Teacher`] as string | null) || NOT_SPECIFIED,
    year: (record[`${practice}Year`] as number | null) ?? NOT_SPECIFIED,
    frequency: frequency ? practiceFrequencyLabel(frequency) : NOT_SPECIFIED,
    lastPractice: formatDate(record[`${practice}LastPractice`] as string | null, NOT_SPECIFIED),
  };
}

const listed = (values: string[] | null | undefined) =>
  values && values.length > 0 ? values.join(', ') : NOT_SPECIFIED;

/** The goals part of the profile, each answer or "Not specified". */
function Goals({ user }: { user: CurrentUserView }) {
  const answers: [label: string, answer: string][] = [
    ['Practices to learn', listed(user.goalPracticesToLearn)],
    ['Retreat interest', user.goalRetreatType || NOT_SPECIFIED],
    ['Retreat duration', user.goalRetreatDuration || NOT_SPECIFIED],
    ['Preferred locations', listed(user.goalRetreatLocation)],
    ['Short-term goals (3-6 months)', user.goalShortTerm || NOT_SPECIFIED],
    ['Mid-term goals (1-3 years)', user.goalMidTerm || NOT_SPECIFIED],
    ['Lifetime goals', user.goalLifetime || NOT_SPECIFIED],
  ];
  return (
    <Descriptions title="Personal Goals & Aspirations" column={1} size="small" bordered>
      {answers.map(([label, answer]) => (
        <Descriptions.Item key={label} label={label}>
          {answer}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** Full name, email, phone, photo, address, the emergency contact and the membership. */
function ProfileDetails({ user }: { user: CurrentUserView }) {
  return (
    <div className={styles.adminProfile}>
      <Descriptions title="Basic Information" column={1} size="small" bordered>
        <Descriptions.Item label="Full name">{fullName(user)}</Descriptions.Item>
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Phone">{user.phoneNumber || 'Not provided'}</Descriptions.Item>
        <Descriptions.Item label="Profile image">
          {user.profileImageUrl ? (
            <img src={user.profileImageUrl} alt={`${fullName(user)}`} className={styles.adminProfileImage} />
          ) : (
            'No image uploaded'
          )}
        </Descriptions.Item>
        {user.address && <Descriptions.Item label="Address">{user.address}</Descriptions.Item>}
      </Descriptions>
      {(user.emergencyContactName || user.emergencyContactPhone) && (
        <Descriptions title="Emergency Contact" column={1} size="small" bordered>
          <Descriptions.Item label="Name">{user.emergencyContactName || 'Not provided'}</Descriptions.Item>
          <Descriptions.Item label="Phone">{user.emergencyContactPhone || 'Not provided'}</Descriptions.Item>
        </Descriptions>
      )}
      <Descriptions title="Membership Details" column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          {user.membershipActive
            ? 'Active Member'
            : user.membershipPausedUntil
              ? `Paused until ${formatDate(user.membershipPausedUntil)}`
              : 'Free User'}
        </Descriptions.Item>
        <Descriptions.Item label="Member since">{formatDate(user.membershipStartDate)}</Descriptions.Item>
        <Descriptions.Item label="End date">
          {formatDate(user.membershipEndDate, 'Not set')}
        </Descriptions.Item>
        <Descriptions.Item label="Payment customer id">
          {user.stripeCustomerId || 'Not set'}
        </Descriptions.Item>
        {user.stripeSubscriptionId && (
          <Descriptions.Item label="Subscription id">{user.stripeSubscriptionId}</Descriptions.Item>
        )}
      </Descriptions>
    </div>
  );
}

/** How the user signs in, and when they were created, changed, last signed in and (if so) deleted. */
function Authentication({ user }: { user: CurrentUserView }) {
  return (
    <Descriptions title="Authentication Information" column={1} size="small" bordered>
      <Descriptions.Item label="Provider">
        {user.authProvider === 'google' ? 'Google OAuth' : 'Email/Password'}
      </Descriptions.Item>
      <Descriptions.Item label="Second factor">{secondFactorsInWords(user.secondFactors)}</Descriptions.Item>
      <Descriptions.Item label="Created">{formatDate(user.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Updated">{formatDate(user.updatedAt)}</Descriptions.Item>
      <Descriptions.Item label="Last login">{formatDate(user.lastLoginAt, 'Never')}</Descriptions.Item>
      {user.googleId && <Descriptions.Item label="Google id">{user.googleId}</Descriptions.Item>}
      {user.deletedAt && <Descriptions.Item label="Deleted">{formatDate(user.deletedAt)}</Descriptions.Item>}
    </Descriptions>
  );
}

/** The practices learned (or none), then the goals. */
function PracticeAndGoals({ user }: { user: CurrentUserView }) {
  const learned = PROFILE_PRACTICES.filter((p) => practiceFields(user, p).learned);
  return (
    <div className={styles.adminProfile}>
      <section className={styles.adminProfileSection} aria-labelledby="practice-experience">
        <h4 id="practice-experience">Yoga Practice Experience</h4>
        {user.noIshaYogaExperience && <Tag>No Isha Yoga Experience</Tag>}
        {learned.length === 0 ? (
          <p>No Isha Yoga practices recorded</p>
        ) : (
          learned.map((practice) => {
            const f = practiceFields(user, practice);
            return (
              <Descriptions key={practice} title={PRACTICE_LABELS[practice]} column={1} size="small" bordered>
                <Descriptions.Item label="Teacher">{f.teacher}</Descriptions.Item>
                <Descriptions.Item label="Year learned">{f.year}</Descriptions.Item>
                <Descriptions.Item label="Practice frequency">{f.frequency}</Descriptions.Item>
                <Descriptions.Item label="Last practice">{f.lastPractice}</Descriptions.Item>
              </Descriptions>
            );
          })
        )}
      </section>
      <Goals user={user} />
    </div>
  );
}

/**
 * The dialog opens on what the owner's day needs, the member's attendance and fees with "Take
 * payment"; the profile, sign-in, practice and goals, and the audit trail follow as tabs.
 */
function ProfileBody({ user }: { user: CurrentUserView }) {
  return (
    <ScrollingTabs
      label="The member's details"
      items={[
        {
          key: 'attendance',
          label: 'Attendance & Fees',
          children: (
            <div className={styles.adminProfile}>
              {!user.deletedAt && (
                <div>
                  <TakePaymentButton userId={user.id} name={fullName(user)} />
                </div>
              )}
              <MemberSummary userId={user.id} />
            </div>
          ),
        },
        { key: 'profile', label: 'Profile', children: <ProfileDetails user={user} /> },
        { key: 'sign-in', label: 'Sign-in', children: <Authentication user={user} /> },
        { key: 'goals', label: 'Practice & Goals', children: <PracticeAndGoals user={user} /> },
        { key: 'history', label: 'History', children: <AuditTrail userId={user.id} /> },
      ]}
    />
  );
}

export function UserProfileDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const user = useAdminUser(userId);
  return (
    <Modal
      open={userId !== null}
      onCancel={onClose}
      footer={null}
      title="User Profile Details"
      width={720}
      destroyOnHidden
    >
      {user.isPending ? (
        <p>Loading user profile...</p>
      ) : user.isError ? (
        <div role="alert">
          <h3>Error Loading Profile</h3>
          <p>Failed to fetch user data. Please try again.</p>
        </div>
      ) : (
        <ProfileBody user={user.data} />
      )}
    </Modal>
  );
}

const FACTOR_NAMES = { passkey: 'Passkey', totp: 'Authenticator app' } as const;

/** Which factors the account has on (never a secret): "Passkey, Authenticator app" or "None". */
function secondFactorsInWords(factors: readonly (keyof typeof FACTOR_NAMES)[] | undefined): string {
  return factors && factors.length > 0 ? factors.map((factor) => FACTOR_NAMES[factor]).join(', ') : 'None';
}
