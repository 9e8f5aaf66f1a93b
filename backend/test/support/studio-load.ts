import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppInstance } from './app-instances.js';
import { totpCodeAt } from './second-factor.js';

/**
 * A studio's morning as HTTP traffic on app instances: members registering and cancelling (the
 * schedule's toggle) and saving their profile, an admin setting attendance statuses. Every answer is
 * kept, so a test can hold the event log to what the app acknowledged. A write goes to an instance
 * that is up; one whose instance dies under it is "cut off" (it may or may not have committed), and
 * the next try repeats it.
 */

/** One API call as the load made it. */
export interface Call {
  readonly kind: 'toggle' | 'profile' | 'status';
  readonly userId: string;
  readonly startedAt: number;
  readonly endedAt: number;
  /** The HTTP status; 0 when the connection was cut (the instance was killed under it). */
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: unknown;
}

/** What the app acknowledged, per member, in order. */
export interface Acknowledged {
  /** Per `${userId}/${date}`: the `attending` value of each 200, in order. */
  readonly toggles: Map<string, boolean[]>;
  /** Per `${userId}/${date}`: the status of each 200, in order. */
  readonly statuses: Map<string, string[]>;
  /** Per user id: the phone numbers of each 200, in order. */
  readonly profiles: Map<string, string[]>;
  /** Per key as above: how many calls were cut off (each may have been written, at most once). */
  readonly cutOff: Map<string, number>;
}

export interface Member {
  readonly id: string;
  readonly email: string;
  cookie: string;
}

/** The instances a load may call, and which of them are up. */
export class Fleet {
  private next = 0;
  private readonly down = new Set<AppInstance>();

  constructor(readonly instances: AppInstance[]) {}

  /** The next instance that is up, round robin. */
  pick(): AppInstance {
    const up = this.instances.filter((instance) => !this.down.has(instance));
    if (up.length === 0) throw new Error('no app instance is up');
    return up[this.next++ % up.length];
  }

  markDown(instance: AppInstance): void {
    this.down.add(instance);
  }

  replace(old: AppInstance, started: AppInstance): void {
    this.instances[this.instances.indexOf(old)] = started;
    this.down.delete(old);
  }
}

function headers(instance: AppInstance, cookie?: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Requested-With': 'sadhana',
    Origin: instance.url,
    ...(cookie ? { Cookie: cookie } : {}),
  };
}

/** Keeps the session cookie a response sets (sign-in and a second factor renew the session id). */
function keepCookie(member: { cookie: string }, reply: Response): void {
  const set = reply.headers.get('set-cookie');
  if (set) member.cookie = set.split(';')[0];
}

export async function signUp(instance: AppInstance, email: string, name: string): Promise<Member> {
  const reply = await fetch(`${instance.url}/api/auth/signup`, {
    method: 'POST',
    headers: headers(instance),
    body: JSON.stringify({ firstName: name, lastName: 'Load', email, password: 'correct horse battery' }),
  });
  if (reply.status !== 201) throw new Error(`sign-up of ${email}: ${reply.status} ${await reply.text()}`);
  const user = (await reply.json()) as { id: string };
  const member = { id: user.id, email, cookie: '' };
  keepCookie(member, reply);
  return member;
}

/** An authenticator app for an admin (whose email the instances list in ADMIN_EMAILS and is verified). */
export async function enrolAdmin(instance: AppInstance, admin: Member): Promise<void> {
  const setup = await fetch(`${instance.url}/api/auth/totp/setup`, {
    method: 'POST',
    headers: headers(instance, admin.cookie),
  });
  if (setup.status !== 200) throw new Error(`TOTP setup: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await fetch(`${instance.url}/api/auth/totp/confirm`, {
    method: 'POST',
    headers: headers(instance, admin.cookie),
    body: JSON.stringify({ code: await totpCodeAt(secret, new Date()) }),
  });
  if (confirmed.status !== 200)
    throw new Error(`TOTP confirm: ${confirmed.status} ${await confirmed.text()}`);
  keepCookie(admin, confirmed);
}

export const ACTIVE_STATUSES = ['registered_attended', 'registered_no_show'] as const;

/**
 * Runs the load until `stop()`: each member in turn toggles a registration on one of `upcoming`
 * (three calls in four) or saves a new phone number (one in four); the admin sets each member's
 * status on `past`, alternating between attended and no-show. A call is repeated after a 503 or a
 * cut-off; the next one is only made once it was acknowledged.
 */
export function startLoad(options: {
  fleet: Fleet;
  members: readonly Member[];
  admin: Member;
  upcoming: readonly string[];
  past: string;
}): { calls: Call[]; acknowledged: Acknowledged; stop(): Promise<void> } {
  const { fleet, members, admin, upcoming, past } = options;
  const calls: Call[] = [];
  const acknowledged: Acknowledged = {
    toggles: new Map(),
    statuses: new Map(),
    profiles: new Map(),
    cutOff: new Map(),
  };
  let stopping = false;
  const push = <T>(map: Map<string, T[]>, key: string, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  const cut = (key: string) => acknowledged.cutOff.set(key, (acknowledged.cutOff.get(key) ?? 0) + 1);

  const call = async (
    kind: Call['kind'],
    who: Member,
    userId: string,
    method: string,
    path: string,
    body: unknown,
  ): Promise<Call> => {
    const instance = fleet.pick();
    const startedAt = Date.now();
    let reply: Response | undefined;
    let answer: unknown;
    try {
      reply = await fetch(`${instance.url}${path}`, {
        method,
        headers: headers(instance, who.cookie),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      answer = await reply.json().catch(() => undefined);
    } catch {
      reply = undefined;
    }
    const made: Call = {
      kind,
      userId,
      startedAt,
      endedAt: Date.now(),
      status: reply?.status ?? 0,
      retryAfter: reply?.headers.get('retry-after') ?? null,
      body: answer,
    };
    calls.push(made);
    return made;
  };

  const memberLoop = async (member: Member, index: number) => {
    const date = upcoming[index % upcoming.length];
    const key = `${member.id}/${date}`;
    let attending = true;
    let retryOfCutOff = false;
    for (let turn = index; !stopping; turn++) {
      if (turn % 4 === 3) {
        const phone = `+1 555 ${randomBytes(4).toString('hex')}`;
        for (;;) {
          const made = await call('profile', member, member.id, 'PUT', '/api/profile', {
            phoneNumber: phone,
          });
          if (made.status === 200) {
            push(acknowledged.profiles, member.id, phone);
            break;
          }
          if (made.status === 0) cut(member.id);
          if (stopping || (made.status !== 0 && made.status !== 503)) break;
          await sleep(100);
        }
        continue;
      }
      const made = await call('toggle', member, member.id, 'POST', '/api/user-schedule', {
        attendanceDate: date,
        attending,
      });
      if (made.status === 200) {
        push(acknowledged.toggles, key, attending);
        attending = !attending;
        retryOfCutOff = false;
      } else if (made.status === 404 && !attending && retryOfCutOff) {
        // The cancel that was cut off had been written: nothing is left to cancel.
        attending = true;
        retryOfCutOff = false;
      } else if (made.status === 0) {
        cut(key);
        retryOfCutOff = true;
      } else {
        await sleep(100);
      }
    }
  };

  const adminLoop = async () => {
    const next = new Map(members.map((member) => [member.id, 0]));
    for (let turn = 0; !stopping; turn++) {
      const member = members[turn % members.length];
      const key = `${member.id}/${past}`;
      const status = ACTIVE_STATUSES[(next.get(member.id) as number) % 2];
      const made = await call('status', admin, member.id, 'PATCH', '/api/admin/attendance-status', {
        userId: member.id,
        date: past,
        status,
      });
      if (made.status === 200) {
        push(acknowledged.statuses, key, status);
        next.set(member.id, (next.get(member.id) as number) + 1);
      } else if (made.status === 0) {
        cut(key);
      } else {
        await sleep(100);
      }
    }
  };

  const running = Promise.all([...members.map(memberLoop), adminLoop()]);
  return {
    calls,
    acknowledged,
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}
