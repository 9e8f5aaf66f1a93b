import { deciderSpec } from '../../../test/support/decider-spec.js';
import type { MemberEvent } from './member.events.js';
import {
  CannotDeleteYourself,
  decide,
  evolve,
  initialMember,
  MemberAccountDeleted,
  MemberAlreadySignedUp,
  type MemberCommand,
  MemberNotSignedUp,
  UnsubscribeLinkOutdated,
} from './member.js';

const given = deciderSpec({ initialState: () => initialMember, evolve, decide });

const signedUp = (at = '2026-11-20T12:00:00.000Z'): MemberEvent => ({
  type: 'MemberSignedUp',
  data: { userId: 'u1', authMethod: 'email', at },
});
const active = (date: string, at: string): MemberEvent => ({
  type: 'MemberActive',
  data: { userId: 'u1', date, at },
});
const recordActivity = (now: string): MemberCommand => ({
  type: 'RecordActivity',
  data: { userId: 'u1', now: new Date(now) },
});

describe('member', () => {
  it('signs a member up with the auth method and nothing personal', () => {
    expect(
      given([]).when({
        type: 'SignUpMember',
        data: { userId: 'u1', authMethod: 'google', now: new Date('2026-11-22T12:00:00Z') },
      })(),
    ).toEqual([
      {
        type: 'MemberSignedUp',
        data: { userId: 'u1', authMethod: 'google', at: '2026-11-22T12:00:00.000Z' },
      },
    ]);
  });

  it('refuses a second sign-up of the same member', () => {
    expect(
      given([signedUp()]).when({
        type: 'SignUpMember',
        data: { userId: 'u1', authMethod: 'email', now: new Date() },
      }),
    ).toThrow(MemberAlreadySignedUp);
  });

  it('records the first activity of an Eastern day with that date', () => {
    // 2026-11-22T03:00Z is still Saturday 2026-11-21 in New York.
    expect(given([signedUp()]).when(recordActivity('2026-11-22T03:00:00Z'))()).toEqual([
      { type: 'MemberActive', data: { userId: 'u1', date: '2026-11-21', at: '2026-11-22T03:00:00.000Z' } },
    ]);
  });

  it('never records a second MemberActive for the same Eastern date', () => {
    const history = [signedUp(), active('2026-11-21', '2026-11-21T14:00:00.000Z')];
    expect(given(history).when(recordActivity('2026-11-22T04:59:59Z'))()).toEqual([]);
    expect(given(history).when(recordActivity('2026-11-22T05:00:00Z'))()).toEqual([
      { type: 'MemberActive', data: { userId: 'u1', date: '2026-11-22', at: '2026-11-22T05:00:00.000Z' } },
    ]);
  });

  it('uses the Eastern date across a DST change (EDT on 2026-11-01, EST after)', () => {
    // 2026-11-02T04:30Z is 23:30 EST on Sunday 2026-11-01.
    expect(given([signedUp()]).when(recordActivity('2026-11-02T04:30:00Z'))()).toEqual([
      { type: 'MemberActive', data: { userId: 'u1', date: '2026-11-01', at: '2026-11-02T04:30:00.000Z' } },
    ]);
  });

  it('ignores the events other features append to the member stream', () => {
    const history = [signedUp(), { type: 'MembershipActivated', data: { userId: 'u1' } }];
    expect(given(history).when(recordActivity('2026-11-22T15:00:00Z'))()).toHaveLength(1);
  });

  it('refuses every other command for an account that never signed up', () => {
    expect(given([]).when(recordActivity('2026-11-22T15:00:00Z'))).toThrow(MemberNotSignedUp);
  });

  it('records an email verification once, and none for a Google account (Google proved it)', () => {
    const verify = (now: string): MemberCommand => ({
      type: 'VerifyEmail',
      data: { userId: 'u1', via: 'verification-link', now: new Date(now) },
    });
    expect(given([signedUp()]).when(verify('2026-11-22T15:00:00Z'))()).toEqual([
      {
        type: 'MemberEmailVerified',
        data: { userId: 'u1', via: 'verification-link', at: '2026-11-22T15:00:00.000Z' },
      },
    ]);
    const verified = { type: 'MemberEmailVerified', data: { userId: 'u1', via: 'google', at: 'x' } };
    expect(given([signedUp(), verified]).when(verify('2026-11-22T15:00:00Z'))()).toEqual([]);
    const google = { type: 'MemberSignedUp', data: { userId: 'u1', authMethod: 'google', at: 'x' } };
    expect(given([google]).when(verify('2026-11-22T15:00:00Z'))()).toEqual([]);
  });

  it('records which profile fields changed, sorted, and nothing when none did', () => {
    const update = (fields: string[]): MemberCommand => ({
      type: 'RecordProfileUpdate',
      data: { userId: 'u1', fields, now: new Date('2026-11-22T15:00:00Z') },
    });
    expect(given([signedUp()]).when(update(['phoneNumber', 'address']))()).toEqual([
      {
        type: 'MemberProfileUpdated',
        data: { userId: 'u1', fields: ['address', 'phoneNumber'], at: '2026-11-22T15:00:00.000Z' },
      },
    ]);
    expect(given([signedUp()]).when(update([]))()).toEqual([]);
  });

  it('switches session reminders off and on, recording how, and nothing when they already are', () => {
    const at = '2026-11-22T15:00:00.000Z';
    const switchTo = (on: boolean, via: 'profile' | 'unsubscribe-link' = 'profile'): MemberCommand => ({
      type: 'SwitchSessionReminders',
      data: { userId: 'u1', on, via, now: new Date(at) },
    });
    const off: MemberEvent = {
      type: 'SessionRemindersSwitched',
      data: { userId: 'u1', on: false, via: 'unsubscribe-link', at },
    };
    expect(given([signedUp()]).when(switchTo(false, 'unsubscribe-link'))()).toEqual([off]);
    expect(given([signedUp()]).when(switchTo(true))()).toEqual([]);
    expect(given([signedUp(), off]).when(switchTo(false))()).toEqual([]);
    expect(given([signedUp(), off]).when(switchTo(true))()).toEqual([
      { type: 'SessionRemindersSwitched', data: { userId: 'u1', on: true, via: 'profile', at } },
    ]);
  });

  it('refuses an unsubscribe link issued before the member turned reminders back on; a newer one works', () => {
    const switched = (on: boolean, at: string): MemberEvent => ({
      type: 'SessionRemindersSwitched',
      data: { userId: 'u1', on, via: on ? 'profile' : 'unsubscribe-link', at },
    });
    const unsubscribe = (linkIssuedAt: string): MemberCommand => ({
      type: 'SwitchSessionReminders',
      data: {
        userId: 'u1',
        on: false,
        via: 'unsubscribe-link',
        linkIssuedAt,
        now: new Date('2026-11-25T12:00:00Z'),
      },
    });
    const history = [
      signedUp(),
      switched(false, '2026-11-22T12:00:00.000Z'),
      switched(true, '2026-11-23T12:00:00.000Z'),
    ];
    expect(given(history).when(unsubscribe('2026-11-21T12:00:00.000Z'))).toThrow(UnsubscribeLinkOutdated);
    // A link without an issue time (mailed before links carried one) is as old as can be.
    expect(given(history).when(unsubscribe(''))).toThrow(UnsubscribeLinkOutdated);
    expect(given(history).when(unsubscribe('2026-11-24T12:00:00.000Z'))()).toHaveLength(1);
    // Never turned back on: any link of the member's still turns reminders off.
    expect(given([signedUp()]).when(unsubscribe(''))()).toHaveLength(1);
  });

  describe('soft delete and restore by an admin', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    const deleteMember = (adminId = 'admin1'): MemberCommand => ({
      type: 'DeleteMember',
      data: { userId: 'u1', adminId, now },
    });
    const restore: MemberCommand = { type: 'RestoreMember', data: { userId: 'u1', adminId: 'admin1', now } };
    const deleted: MemberEvent = {
      type: 'MemberDeleted',
      data: { userId: 'u1', deletedBy: 'admin1', at: '2026-11-23T14:00:00.000Z' },
    };

    it('records who deleted the member, once', () => {
      expect(given([signedUp()]).when(deleteMember())()).toEqual([
        {
          type: 'MemberDeleted',
          data: { userId: 'u1', deletedBy: 'admin1', at: '2026-11-23T15:00:00.000Z' },
        },
      ]);
      expect(given([signedUp(), deleted]).when(deleteMember())()).toEqual([]);
    });

    it('restores only a deleted member, recording who restored them', () => {
      expect(given([signedUp()]).when(restore)()).toEqual([]);
      expect(given([signedUp(), deleted]).when(restore)()).toEqual([
        {
          type: 'MemberRestored',
          data: { userId: 'u1', restoredBy: 'admin1', at: '2026-11-23T15:00:00.000Z' },
        },
      ]);
      const restored: MemberEvent = {
        type: 'MemberRestored',
        data: { userId: 'u1', restoredBy: 'admin1', at: '2026-11-23T14:30:00.000Z' },
      };
      expect(given([signedUp(), deleted, restored]).when(deleteMember())()).toHaveLength(1);
    });

    it('refuses an admin deleting their own account, and an account that never signed up', () => {
      expect(given([signedUp()]).when(deleteMember('u1'))).toThrow(CannotDeleteYourself);
      expect(given([]).when(deleteMember())).toThrow(MemberNotSignedUp);
    });

    it("refuses a deleted member's own requests decided after the deletion, and records no activity", () => {
      const ownRequests: MemberCommand[] = [
        { type: 'RecordProfileUpdate', data: { userId: 'u1', fields: ['name'], now } },
        { type: 'VerifyEmail', data: { userId: 'u1', via: 'verification-link', now } },
        { type: 'LinkGoogle', data: { userId: 'u1', tookOver: false, now } },
        { type: 'ResetPassword', data: { userId: 'u1', now } },
      ];
      for (const request of ownRequests) {
        expect(given([signedUp()]).when(request)()).toHaveLength(1);
        expect(given([signedUp(), deleted]).when(request)).toThrow(MemberAccountDeleted);
      }
      expect(given([signedUp(), deleted]).when(recordActivity('2026-11-23T15:00:00Z'))()).toEqual([]);
    });
  });
});
