import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/**
 * A WebAuthn authenticator in the test process, doing the real cryptography: a P-256 key pair, a
 * 'none' attestation with the COSE public key at registration, ES256 signatures over authenticator
 * data and the client data hash at each assertion, and a signature counter. What a browser and a
 * security key would answer, for @simplewebauthn/server to verify.
 */
/** What a test keeps of an authenticator between runs (the browser tests' admin signs in again with it). */
export interface SoftwareAuthenticatorState {
  origin: string;
  rpId: string;
  privateKeyPem: string;
  credentialId: string;
  counter: number;
  userHandle?: string;
}

export class SoftwareAuthenticator {
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject };
  readonly credentialId: Buffer;
  counter = 0;
  private userHandle: string | undefined;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
    state?: Omit<SoftwareAuthenticatorState, 'origin' | 'rpId'>,
  ) {
    if (state) {
      const privateKey = createPrivateKey(state.privateKeyPem);
      this.keys = { privateKey, publicKey: createPublicKey(privateKey) };
      this.credentialId = Buffer.from(state.credentialId, 'base64url');
      this.counter = state.counter;
      this.userHandle = state.userHandle;
    } else {
      this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      this.credentialId = randomBytes(16);
    }
  }

  static fromState(state: SoftwareAuthenticatorState): SoftwareAuthenticator {
    return new SoftwareAuthenticator(state.origin, state.rpId, state);
  }

  toState(): SoftwareAuthenticatorState {
    return {
      origin: this.origin,
      rpId: this.rpId,
      privateKeyPem: this.keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      credentialId: this.id,
      counter: this.counter,
      userHandle: this.userHandle,
    };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** Answers navigator.credentials.create(options) as RegistrationResponseJSON. */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cosePublicKey]);
    const authData = this.authenticatorData(
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA,
      0,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * Answers navigator.credentials.get(options) as AuthenticationResponseJSON. `counter`: report this
   * counter instead of the next one (a cloned authenticator); `userVerified`: the UV flag; `origin`:
   * the page the browser says asked (a phishing site's).
   */
  authenticate(
    options: { challenge: string },
    overrides: { counter?: number; userVerified?: boolean; origin?: string } = {},
  ) {
    const counter = overrides.counter ?? ++this.counter;
    const flags = FLAG_USER_PRESENT | (overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = this.authenticatorData(flags, counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authenticatorData(flags: number, counter: number, attested?: Buffer): Buffer {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flags]),
      counterBytes,
      attested ?? Buffer.alloc(0),
    ]);
  }
}
