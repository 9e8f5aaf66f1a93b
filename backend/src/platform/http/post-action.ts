import { applyDecorators, HttpCode, Post } from '@nestjs/common';

/**
 * A POST that does something and answers 200 with what it did, as most of the API's calls do. Nest's
 * default for a POST is 201 Created, for a resource made at an address of its own: the few that make
 * one (sign-up, the calendar feed) say so themselves.
 */
export function PostAction(path?: string | string[]): MethodDecorator {
  return applyDecorators(Post(path), HttpCode(200));
}
