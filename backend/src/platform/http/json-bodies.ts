import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Request bodies are small forms; anything larger is refused before it is parsed. */
const JSON_LIMIT = '64kb';

export const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const NUL_MESSAGE = 'Text may not contain NUL characters.';
export const LONE_SURROGATE_MESSAGE = 'Text may not contain unpaired surrogate characters.';
export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8.';
export const BIDI_CONTROL_MESSAGE =
  'Text may not contain direction control characters (such as U+202E), which make text display other than it reads.';

/** Keys that JSON.parse keeps but class-transformer drops unseen, so the whitelist could not refuse them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every API body is JSON: a write whose body is of another type (text/plain, a form, none
 * named) is refused with 415 rather than read as "no fields". A write without a body (Content-Length 0
 * or no length at all: sign-out, POSTs sent with a JSON type and no body) passes; its handler decides.
 * `unreadBodyPaths` take any body and leave it unread (a mail client's one-click form).
 */
export function requireJsonBodies(unreadBodyPaths: readonly string[] = []): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (BODYLESS_METHODS.has(request.method) || !hasContent(request)) return next();
    if (unreadBodyPaths.includes(request.path.toLowerCase().replace(/\/+$/, ''))) return next();
    if (request.is('application/json')) return next();
    response.status(415).json({ message: NOT_JSON_MESSAGE });
  };
}

/** A NUL in a query string, percent-encoded (as a client sends it): PostgreSQL cannot take it as text. */
const ENCODED_NUL = /%00/i;

/** Refuses a query string with NUL in it, as a JSON body with NUL is, before any handler sees it. */
export function refuseNulInQueries(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const query = request.originalUrl.indexOf('?');
    const text = query >= 0 ? request.originalUrl.slice(query) : '';
    if (ENCODED_NUL.test(text) || text.includes('\u0000')) {
      response.status(400).json({ message: NUL_MESSAGE });
      return;
    }
    next();
  };
}

function hasContent(request: Request): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/**
 * express.json with its failures answered as `{ message }` (malformed JSON, too large, wrong charset),
 * and with text PostgreSQL or our validation cannot take refused while it is parsed, before any handler
 * sees it: invalid UTF-8 (overlong encodings, encoded surrogates), NUL, lone UTF-16 surrogates
 * (`"\ud800"`), direction control characters, and prototype keys.
 */
export function jsonBodies(): RequestHandler {
  const parse = express.json({ limit: JSON_LIMIT, reviver: refuseUnsafeText, verify: requireUtf8 });
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: BodyError) => {
      if (!error) return next();
      if (error instanceof BodyRefusal) {
        response.status(400).json({ message: error.message });
        return;
      }
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
      response.status(status).json({ message: bodyErrorMessage(error) });
    });
}

/** A body refused for what its text contains; the message is the client's. */
class BodyRefusal extends Error {}

interface BodyError {
  status?: number;
  type?: string;
  body?: string;
  message?: string;
}

function bodyErrorMessage(error: BodyError): string {
  if (error.type === 'entity.too.large') return 'The request body is too large.';
  if (error.type !== 'entity.parse.failed') return 'The request body could not be read.';
  return isJson(error.body) ? NOT_AN_OBJECT_MESSAGE : 'The request body is not valid JSON.';
}

/**
 * Node decodes invalid UTF-8 into U+FFFD without a word, so an overlong or otherwise broken byte
 * sequence would be stored as something the client did not send. Other charsets (utf-16) are decoded
 * strictly by iconv and are left to it.
 */
function requireUtf8(_request: Request, _response: Response, body: Buffer, encoding: string): void {
  if (encoding.toLowerCase() === 'utf-8' && !isUtf8(body)) throw new BodyRefusal(INVALID_UTF8_MESSAGE);
}

/** In unicode mode a well-formed surrogate pair is one code point, so only unpaired surrogates match. */
export const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The invisible controls that reorder how text around them is displayed: embeddings and overrides
 * (U+202A–U+202E), isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). A name holding
 * U+202E shows reversed in the admin's lists, so it could pass for someone else's.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

function refuseUnsafeText(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw new BodyRefusal(`property ${key} should not exist`);
  for (const text of typeof value === 'string' ? [key, value] : [key]) {
    // PostgreSQL cannot store U+0000 in text.
    if (text.includes('\u0000')) throw new BodyRefusal(NUL_MESSAGE);
    // Not text at all: it cannot be encoded to UTF-8 (the email validator throws on it, pg would store U+FFFD).
    if (LONE_SURROGATE.test(text)) throw new BodyRefusal(LONE_SURROGATE_MESSAGE);
    if (BIDI_CONTROL.test(text)) throw new BodyRefusal(BIDI_CONTROL_MESSAGE);
  }
  return value;
}

/** express.json accepts only objects and arrays; a bare string, number or null is JSON all the same. */
function isJson(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
