/**
 * An answer already written as JSON (a page PostgreSQL built): the controller sends its text as it is,
 * with a JSON content type, instead of parsing it into objects only to write them out again.
 */
export class JsonText {
  constructor(readonly text: string) {}

  /** `{ "key": value, … }` where each value is JSON text already. */
  static object(fields: Record<string, string>): JsonText {
    return new JsonText(
      `{${Object.entries(fields)
        .map(([key, json]) => `${JSON.stringify(key)}:${json}`)
        .join(',')}}`,
    );
  }
}

/** The content type a controller that may answer with a JsonText declares (`@Header`). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What goes to the response: a JsonText as its text, anything else as it is (Nest writes it as JSON). */
export function sendable<T>(answer: T | JsonText): T | string {
  return answer instanceof JsonText ? answer.text : answer;
}
